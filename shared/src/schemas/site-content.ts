import * as z from 'zod';
import { APARTMENT_CATEGORIES } from '../config/apartments';
import { AMENITIES } from '../content/amenities';
import { image, translatedLocale } from './apartment';
import { apartmentId } from './common';

/**
 * The owner's own photos and words: what the 'Foto e testi' tab edits, checked by the
 * same schemas the site's pages read (an edited apartment is still an `Apartment`). Each message
 * names its field in Italian, as the owner reads it next to the field.
 */
export const text = (field: string, max: number) =>
  z
    .string({ error: `${field}: testo obbligatorio` })
    .trim()
    .min(1, `${field}: non può essere vuoto`)
    .max(max, `${field}: al massimo ${max} caratteri`);

const count = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field}: deve essere un numero` })
    .int(`${field}: deve essere un numero intero`)
    .min(min, `${field}: almeno ${min}`)
    .max(max, `${field}: al massimo ${max}`);

export const CONTENT_LIMITS = {
  /** A photo's alt text: one sentence. */
  photoAlt: 160,
  name: 80,
  shortDescription: 300,
  description: 3000,
  highlights: 8,
  highlight: 80,
  amenities: AMENITIES.length,
  gallery: 30,
} as const;

/** Written for people who cannot see the photo: required, in Italian, one sentence. */
export const photoAlt = text('Testo alternativo', CONTENT_LIMITS.photoAlt);

/** A photo's place in the gallery as the owner orders it: its URL, and its alt text. */
export const galleryEntry = z.strictObject({
  src: z.string({ error: 'Foto: indirizzo obbligatorio' }).min(1).max(300),
  alt: photoAlt,
});

/**
 * A text in another language (an apartment's, an extra's): as the Italian one, but it may be left
 * empty (the page shows the Italian then), so an empty one is dropped.
 */
export const translatedText = (field: string, max: number) =>
  z
    .string({ error: `${field}: deve essere un testo` })
    .trim()
    .max(max, `${field}: al massimo ${max} caratteri`)
    .transform((value) => value || undefined)
    .optional();

/**
 * An apartment's words in another language (English), each optional: the same checks and
 * messages as the Italian's. Photos' alt texts go by the photo's URL.
 */
export const apartmentTranslationInput = z.strictObject({
  shortDescription: translatedText('Descrizione breve', CONTENT_LIMITS.shortDescription),
  description: translatedText('Descrizione', CONTENT_LIMITS.description),
  highlights: z
    .array(text('Punti di forza', CONTENT_LIMITS.highlight))
    .max(CONTENT_LIMITS.highlights, `Punti di forza: al massimo ${CONTENT_LIMITS.highlights}`)
    .optional(),
  photoAlts: z
    .record(z.string().max(300), translatedText('Testo alternativo', CONTENT_LIMITS.photoAlt))
    // An alt left empty shows the Italian one: not kept.
    .transform((alts) => {
      const kept = Object.entries(alts).filter(([, alt]) => alt);
      return kept.length > 0 ? (Object.fromEntries(kept) as Record<string, string>) : undefined;
    })
    .optional(),
});

/** PUT /api/admin/apartments/{id}/content: an apartment's texts and its gallery, cover first. */
export const apartmentContentInput = z.strictObject({
  name: text('Nome', CONTENT_LIMITS.name),
  category: z.enum(APARTMENT_CATEGORIES, { error: 'Categoria: scegli una categoria valida' }),
  shortDescription: text('Descrizione breve', CONTENT_LIMITS.shortDescription),
  description: text('Descrizione', CONTENT_LIMITS.description),
  amenities: z
    .array(z.enum(AMENITIES, { error: 'Servizi: servizio sconosciuto' }))
    .max(CONTENT_LIMITS.amenities, 'Servizi: troppi servizi')
    .refine((list) => new Set(list).size === list.length, 'Servizi: un servizio è ripetuto'),
  highlights: z
    .array(text('Punti di forza', CONTENT_LIMITS.highlight))
    .max(CONTENT_LIMITS.highlights, `Punti di forza: al massimo ${CONTENT_LIMITS.highlights}`),
  beds: count('Letti', 1, 10),
  baths: count('Bagni', 1, 10),
  size: count('Metri quadri', 10, 1000),
  gallery: z
    .array(galleryEntry)
    .min(1, 'Galleria: serve almeno una foto (la prima è la copertina)')
    .max(CONTENT_LIMITS.gallery, `Galleria: al massimo ${CONTENT_LIMITS.gallery} foto`)
    .refine(
      (list) => new Set(list.map((p) => p.src)).size === list.length,
      'Galleria: una foto è ripetuta',
    ),
  /** Its words in the site's other languages (none: the pages show the Italian). */
  translations: z.partialRecord(translatedLocale, apartmentTranslationInput).optional(),
});

export type ApartmentContentInput = z.infer<typeof apartmentContentInput>;

/** A photo the owner uploaded for an apartment, as the site shows it. */
export const uploadedPhoto = image.extend({
  id: z.string(),
  apartmentId,
  uploadedAt: z.string(),
});

export type UploadedPhoto = z.infer<typeof uploadedPhoto>;

/**
 * Per language, the translated fields (`shortDescription`, `description`, `highlights`,
 * `photoAlts.<src>`) whose Italian has changed since the translation was written.
 */
export const staleTranslations = z.partialRecord(translatedLocale, z.array(z.string()));
export type StaleTranslations = z.infer<typeof staleTranslations>;

/** GET/PUT answer: the apartment's texts as edited (or as published, before any edit). */
export const apartmentContentResponse = z.object({
  apartmentId,
  content: apartmentContentInput.extend({ gallery: z.array(image) }),
  /** Every photo the gallery may use: the ones it has, and those uploaded and taken out. */
  photos: z.array(image),
  /** The draft differs from what the site shows. */
  unpublished: z.boolean(),
  /** The translations to check: their Italian changed after they were written. */
  staleTranslations,
  updatedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});

export type ApartmentContentResponse = z.infer<typeof apartmentContentResponse>;

/** One page of the site, as last published. */
export const publishedPage = z.object({
  path: z.string(),
  label: z.string(),
  publishedAt: z.string().nullable(),
  unpublished: z.boolean(),
});

export const siteStatusResponse = z.object({
  pages: z.array(publishedPage),
  /** A publish is running now (its start). */
  publishingSince: z.string().nullable(),
});

export type SiteStatusResponse = z.infer<typeof siteStatusResponse>;

export const publishSiteResponse = z.object({
  publishedAt: z.string(),
  /** The paths rendered and invalidated; none when nothing had changed. */
  paths: z.array(z.string()),
});

export type PublishSiteResponse = z.infer<typeof publishSiteResponse>;

/** The page as it would be published, without its scripts: the panel's preview. */
export const contentPreviewResponse = z.object({ html: z.string() });
