import { DEFAULT_LOCALE, type Locale } from '../config/locales';
import type { Apartment, Image, TranslatedLocale } from '../schemas/apartment';

/**
 * The apartment as a page in `locale` shows it: its translated words in place of the Italian,
 * without the stored translations (a guest's page carries one language). A text not written in
 * that language stays Italian: the owner's Italian is better than an empty description or a
 * photo without its caption, and she may translate one text at a time.
 */
export function apartmentIn(apartment: Apartment, locale: Locale): Apartment {
  const { translations, ...italian } = apartment;
  const words = locale === DEFAULT_LOCALE ? undefined : translations?.[locale as TranslatedLocale];
  if (!words) return italian;
  const captioned = (image: Image): Image => ({
    ...image,
    alt: words.photoAlts?.[image.src] || image.alt,
  });
  return {
    ...italian,
    shortDescription: words.shortDescription || italian.shortDescription,
    description: words.description || italian.description,
    highlights: words.highlights?.length ? words.highlights : italian.highlights,
    image: captioned(italian.image),
    gallery: italian.gallery.map(captioned),
  };
}
