import type { ApartmentId } from './apartments';
import { DEFAULT_LOCALE, type Locale, localizedPath } from './locales';

/**
 * The paths of the site's pages that take a parameter, built in one place: a link, a canonical
 * URL, the prerender and the edge all read them from here. A module of functions only, so the
 * browser bundles that link to a page carry nothing else (site-pages.ts builds lists at load).
 */
export const apartmentPagePath = (id: ApartmentId, locale: Locale = DEFAULT_LOCALE) =>
  localizedPath(`/appartamento/${id}`, locale);
