import * as z from 'zod';
import { image } from './apartment';
import { apartmentId } from './common';
import { apartmentContentResponse, galleryEntry, photoAlt } from './site-content';

/** The owner's photos: their upload (types, size, slots), the home's hero and Scopri Catania photos. */

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
