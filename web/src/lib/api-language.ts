import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';

/**
 * `?lang=` of a call whose answer has words in the page's language (the apartments' texts): set
 * for a page in another language than Italian; an Italian page asks without it, as it always did
 * (the server answers Italian then).
 */
export const languageQuery = (locale: Locale) => ({
  lang: locale === DEFAULT_LOCALE ? undefined : locale,
});
