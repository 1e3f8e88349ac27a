import * as z from 'zod';
import { LOCALES } from '../config/locales';
import { apartmentCategory, apartmentId } from './common';

export const image = z.object({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /**
   * The widths it exists in and its placeholder, for a photo the owner uploaded from the panel
   * (the build's own images are in the bundled manifest, shared/src/content/images.ts).
   */
  widths: z.array(z.number().int().positive()).optional(),
  placeholder: z.string().optional(),
});
export type Image = z.infer<typeof image>;

/**
 * An apartment's words in a language other than Italian: its prose and its photos' alt texts (by
 * the photo's URL). The rest (name, address, figures, photos) is the same in every language. A
 * text missing here shows in Italian (shared/src/domain/apartment-language.ts).
 */
export const apartmentTranslation = z.object({
  shortDescription: z.string().optional(),
  description: z.string().optional(),
  highlights: z.array(z.string()).optional(),
  photoAlts: z.record(z.string(), z.string()).optional(),
});
export type ApartmentTranslation = z.infer<typeof apartmentTranslation>;

/** The languages an apartment's words are translated into: every one but Italian, its own. */
export const translatedLocale = z.enum(LOCALES).exclude(['it']);
export type TranslatedLocale = z.infer<typeof translatedLocale>;
export const apartmentTranslations = z.partialRecord(translatedLocale, apartmentTranslation);
export type ApartmentTranslations = z.infer<typeof apartmentTranslations>;

/** product §3 Apartment, as the server stores and serves it. `price` is the base price, whole euros. */
export const apartment = z.object({
  id: apartmentId,
  slug: z.string(),
  name: z.string(),
  category: apartmentCategory,
  shortDescription: z.string(),
  description: z.string(),
  image,
  gallery: z.array(image),
  beds: z.number().int().positive(),
  baths: z.number().int().positive(),
  size: z.number().positive(),
  price: z.number().int().min(1),
  maxGuests: z.number().int().positive(),
  amenities: z.array(z.string()),
  highlights: z.array(z.string()),
  floor: z.string(),
  address: z.string(),
  /**
   * As stored: its words in the other languages. The API never serves them: it answers the
   * apartment in the language asked, these words in place of the Italian.
   */
  translations: apartmentTranslations.optional(),
});
export type Apartment = z.infer<typeof apartment>;

export const listApartmentsResponse = z.array(apartment);
export const getApartmentResponse = apartment;
export const apartmentPathParams = z.object({ id: z.string() });
