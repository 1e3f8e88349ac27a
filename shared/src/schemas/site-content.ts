import * as z from 'zod';
import { APARTMENT_CATEGORIES } from '../config/apartments';
import { LOCALES } from '../config/locales';
import { AMENITIES } from '../content/amenities';
import { ATTRACTION_CATEGORIES, ATTRACTION_IDS } from '../content/attractions';
import { image, translatedLocale } from './apartment';
import { apartmentId } from './common';

/**
 * The owner's own photos and words: what the 'Foto e testi' tab edits, checked by the
 * same schemas the site's pages read (an edited apartment is still an `Apartment`). Each message
 * names its field in Italian, as the owner reads it next to the field.
 */
const text = (field: string, max: number) =>
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
 * A text of an apartment in another language: as the Italian one, but it may be left empty (the
 * page shows the Italian then), so an empty one is dropped.
 */
const translatedText = (field: string, max: number) =>
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

export const SITE_TEXT_LIMITS = {
  houseInstructions: 12,
  instructionTitle: 60,
  instructionText: 1500,
  faq: 20,
  question: 200,
  answer: 1500,
  heroTitle: 40,
  heroTitleAccent: 40,
  /** Typed at 60 ms a character: 140 take about 8 s. */
  heroSubtitle: 140,
  attractionName: 60,
  attractionDescription: 400,
  attractionDistance: 40,
} as const;

/** One of the house instructions a guest reads before arriving (arrival, Wi-Fi, waste...). */
export const houseInstruction = z.strictObject({
  title: text('Istruzioni della casa: titolo', SITE_TEXT_LIMITS.instructionTitle),
  text: text('Istruzioni della casa: testo', SITE_TEXT_LIMITS.instructionText),
});

/** A question of the home's FAQ; its id names its element on the page (`faq-<id>`). */
export const faqEntry = z.strictObject({
  id: z
    .string({ error: 'FAQ: identificativo obbligatorio' })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'FAQ: identificativo non valido'),
  question: text('FAQ: domanda', SITE_TEXT_LIMITS.question),
  answer: text('FAQ: risposta', SITE_TEXT_LIMITS.answer),
});

/**
 * The home's first screen: its title, whose accent is set apart in colour after it (may be
 * empty), and the subtitle typed beneath.
 */
export const heroTexts = z.strictObject({
  title: text('Copertina: titolo', SITE_TEXT_LIMITS.heroTitle),
  titleAccent: z
    .string({ error: 'Copertina: parte evidenziata del titolo obbligatoria' })
    .trim()
    .max(
      SITE_TEXT_LIMITS.heroTitleAccent,
      `Copertina: parte evidenziata del titolo: al massimo ${SITE_TEXT_LIMITS.heroTitleAccent} caratteri`,
    ),
  subtitle: text('Copertina: sottotitolo', SITE_TEXT_LIMITS.heroSubtitle),
});
export type HeroTexts = z.infer<typeof heroTexts>;

/** One 'Scopri Catania' card's words; its id names the sight (its icon is the site's). */
export const attractionTexts = z.strictObject({
  id: z.enum(ATTRACTION_IDS, { error: 'Scopri Catania: luogo sconosciuto' }),
  name: text('Scopri Catania: nome', SITE_TEXT_LIMITS.attractionName),
  description: text('Scopri Catania: descrizione', SITE_TEXT_LIMITS.attractionDescription),
  distance: text('Scopri Catania: distanza', SITE_TEXT_LIMITS.attractionDistance),
  category: z.enum(ATTRACTION_CATEGORIES, { error: 'Scopri Catania: scegli una categoria valida' }),
});

/**
 * PUT /api/admin/site/texts?lang=: the home's hero and 'Scopri Catania' cards, the house
 * instructions and the FAQ, in one language (each language's texts are a document of their own,
 * checked alike). Markup is kept as typed and shown as text: React escapes it.
 */
export const siteTextsInput = z.strictObject({
  hero: heroTexts,
  // Every card, in the home's order: card i shows the i-th 'Scopri Catania' photo.
  attractions: z
    .array(attractionTexts)
    .refine(
      (list) =>
        list.length === ATTRACTION_IDS.length &&
        list.every((card, index) => card.id === ATTRACTION_IDS[index]),
      `Scopri Catania: servono le ${ATTRACTION_IDS.length} schede della home, nel loro ordine`,
    ),
  houseInstructions: z
    .array(houseInstruction)
    .min(1, 'Istruzioni della casa: serve almeno una voce')
    .max(
      SITE_TEXT_LIMITS.houseInstructions,
      `Istruzioni della casa: al massimo ${SITE_TEXT_LIMITS.houseInstructions} voci`,
    ),
  faq: z
    .array(faqEntry)
    .min(1, 'FAQ: serve almeno una domanda')
    .max(SITE_TEXT_LIMITS.faq, `FAQ: al massimo ${SITE_TEXT_LIMITS.faq} domande`)
    .refine(
      (list) => new Set(list.map((entry) => entry.id)).size === list.length,
      'FAQ: due domande hanno lo stesso identificativo',
    ),
});
export type SiteTexts = z.infer<typeof siteTextsInput>;

/** GET /api/site/texts?lang=: the texts as published in that language (its seed's until then). */
export const siteTextsResponse = siteTextsInput;

/** GET/PUT /api/admin/site/texts: the texts as edited (or as published, before any edit). */
export const adminSiteTextsResponse = z.object({
  /** The language these texts are in. */
  locale: z.enum(LOCALES),
  texts: siteTextsInput,
  unpublished: z.boolean(),
  updatedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type AdminSiteTextsResponse = z.infer<typeof adminSiteTextsResponse>;

/** A photo the owner uploaded for an apartment, as the site shows it. */
export const uploadedPhoto = image.extend({
  id: z.string(),
  apartmentId,
  uploadedAt: z.string(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhoto>;

/** GET/PUT answer: the apartment's texts as edited (or as published, before any edit). */
export const apartmentContentResponse = z.object({
  apartmentId,
  content: apartmentContentInput.extend({ gallery: z.array(image) }),
  /** Every photo the gallery may use: the ones it has, and those uploaded and taken out. */
  photos: z.array(image),
  /** The draft differs from what the site shows. */
  unpublished: z.boolean(),
  updatedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type ApartmentContentResponse = z.infer<typeof apartmentContentResponse>;

/**
 * The photo types a phone gives and the site's pipeline reads: AVIF too (an AV1 HEIF file, which
 * sharp's libvips decodes), but not an iPhone's HEIC, whose HEVC codec the prebuilt libvips the
 * photo function runs cannot decode (functions/src/site/site-content.test.ts checks the runtime: if a
 * sharp that reads it is ever installed, that test says to accept HEIC here).
 */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** What the panel says of the accepted types, before a file is chosen and when one is refused. */
export const PHOTO_TYPES_LABEL = 'JPEG, PNG, WebP o AVIF';
/** A phone's photo is 2-8 MB; a panorama or a camera's file stays below this. */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;
export const PHOTO_MAX_MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;
export const HEIC_MESSAGE =
  "Le foto HEIC non sono supportate: sull'iPhone scegli Impostazioni > Fotocamera > Formati > Più compatibile, oppure condividi la foto come JPEG";

/**
 * Where an uploaded photo goes: an apartment's gallery, or the home's (no apartment): the hero's
 * slides and the 'Scopri Catania' cards.
 */
export const HOME_PHOTO_SLOTS = ['hero', 'discover'] as const;
export type HomePhotoSlot = (typeof HOME_PHOTO_SLOTS)[number];
export const PHOTO_SLOTS = ['gallery', ...HOME_PHOTO_SLOTS] as const;

/** POST /api/admin/photos/upload-url: what the browser is about to send, checked before it does. */
export const photoUploadUrlRequest = z.strictObject({
  contentType: z
    .string({ error: 'Tipo di file: obbligatorio' })
    .refine((type) => !/^image\/hei[cf]/i.test(type), HEIC_MESSAGE)
    .pipe(
      z.enum(PHOTO_CONTENT_TYPES, {
        error: `Tipo di file: sono accettate foto ${PHOTO_TYPES_LABEL}`,
      }),
    ),
  size: z
    .number({ error: 'Dimensione: obbligatoria' })
    .int()
    .min(1, 'Dimensione: il file è vuoto')
    .max(PHOTO_MAX_BYTES, `Dimensione: la foto supera il limite di ${PHOTO_MAX_MEGABYTES} MB`),
});
export const photoUploadUrlResponse = z.object({
  /** PUT the file here, with exactly these headers. */
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
});

/**
 * POST /api/admin/photos: make the uploaded file into the site's sizes and add it, last, to an
 * apartment's gallery (`slot: 'gallery'`, with its `apartmentId`) or to the home's hero or
 * 'Scopri Catania' (no apartment).
 */
export const createPhotoRequest = z
  .strictObject({
    key: z
      .string({ error: 'Foto: caricamento mancante' })
      .regex(/^uploads\/[A-Za-z0-9_-]{10,64}$/, 'Foto: caricamento non valido'),
    apartmentId: apartmentId.optional(),
    slot: z.enum(PHOTO_SLOTS, {
      error: 'Posizione: scegli galleria, copertina della home o Scopri Catania',
    }),
    alt: photoAlt,
  })
  .superRefine((photo, context) => {
    if (photo.slot === 'gallery' && !photo.apartmentId) {
      context.addIssue({
        code: 'custom',
        path: ['apartmentId'],
        message: 'Appartamento: obbligatorio per una foto della galleria',
      });
    }
    if (photo.slot !== 'gallery' && photo.apartmentId) {
      context.addIssue({
        code: 'custom',
        path: ['apartmentId'],
        message: 'Appartamento: le foto della home non appartengono a un appartamento',
      });
    }
  });

/** The home's photos: the hero's slides (the first is the cover, the LCP) and the cards'. */
export const HOME_PHOTO_LIMITS = { hero: 8, discover: 12 } as const;

const homePhotoList = (label: string, min: number, max: number) =>
  z
    .array(galleryEntry)
    .min(min, `${label}: serve almeno una foto (la prima è la copertina)`)
    .max(max, `${label}: al massimo ${max} foto`)
    .refine(
      (list) => new Set(list.map((p) => p.src)).size === list.length,
      `${label}: una foto è ripetuta`,
    );

/** PUT /api/admin/site/home-photos: the order and alt texts of the home's photos. */
export const homePhotosInput = z.strictObject({
  hero: homePhotoList('Foto di copertina', 1, HOME_PHOTO_LIMITS.hero),
  discover: homePhotoList('Scopri Catania', 0, HOME_PHOTO_LIMITS.discover),
});
export type HomePhotosInput = z.infer<typeof homePhotosInput>;

/**
 * GET /api/site/home-photos: the home's photos as published (the repository's illustrations
 * until the first publish). 'Scopri Catania' card i shows `discover[i]`, its illustration when
 * there is none.
 */
export const homePhotos = z.object({ hero: z.array(image), discover: z.array(image) });
export type HomePhotos = z.infer<typeof homePhotos>;

/** A photo the owner uploaded for the home. */
export const uploadedHomePhoto = image.extend({
  id: z.string(),
  slot: z.enum(HOME_PHOTO_SLOTS),
  uploadedAt: z.string(),
});
export type UploadedHomePhoto = z.infer<typeof uploadedHomePhoto>;

/** GET/PUT /api/admin/site/home-photos: the home's photos as edited, and every one it may use. */
export const adminHomePhotosResponse = z.object({
  photos: homePhotos,
  /** Every photo each slot may use: the repository's, those shown and those uploaded. */
  library: homePhotos,
  unpublished: z.boolean(),
  updatedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type AdminHomePhotosResponse = z.infer<typeof adminHomePhotosResponse>;

export const createPhotoResponse = z.union([apartmentContentResponse, adminHomePhotosResponse]);

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
