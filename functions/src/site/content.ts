import type { ApartmentId } from '@catania/shared/config/apartments';
import { apartmentPagePath } from '@catania/shared/config/site-pages';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import type { Apartment, ApartmentTranslations, Image } from '@catania/shared/schemas/apartment';
import type {
  ApartmentContentInput,
  ApartmentContentResponse,
  UploadedPhoto,
} from '@catania/shared/schemas/site-content';
import { requireApartment } from '../apartments/apartments';
import { InvalidInput, NotFound } from '../lib/errors';
import {
  type DraftContent,
  deletePhotoRecord,
  getDraft,
  getPhoto,
  listPhotos,
  listPublishedPages,
  putDraft,
  putPhoto,
} from './content-repo';
import {
  getTranslationSources,
  putTranslationSources,
  recordSources,
  staleTranslations,
} from './translation-sources';

/**
 * An apartment's texts and gallery as the owner edits them. Edits are a draft: the site (its
 * pages and the API's apartment) changes only when the owner publishes (site/publish.ts).
 */

/** The texts and gallery of an apartment as published. */
export function contentOf(apartment: Apartment): DraftContent {
  const { name, category, shortDescription, description, amenities, highlights } = apartment;
  const { beds, baths, size, translations = {} } = apartment;
  // The cover is the gallery's first photo; an apartment whose cover is not in its gallery
  // (never the case for the seed) shows it first.
  const gallery = apartment.gallery.some((p) => p.src === apartment.image.src)
    ? apartment.gallery
    : [apartment.image, ...apartment.gallery];
  return {
    name,
    category,
    shortDescription,
    description,
    amenities: amenities as DraftContent['amenities'],
    highlights,
    beds,
    baths,
    size,
    gallery,
    translations,
  };
}

/** The apartment as the site will show it once `content` is published. */
export function withContent(apartment: Apartment, content: DraftContent): Apartment {
  const [cover] = content.gallery;
  return { ...apartment, ...content, image: cover ?? apartment.image };
}

export const plainImage = ({ src, alt, width, height, widths, placeholder }: Image): Image => ({
  src,
  alt,
  width,
  height,
  ...(widths ? { widths } : {}),
  ...(placeholder ? { placeholder } : {}),
});

/**
 * Every photo the gallery may show: the repository's photos of the apartment, those it shows
 * now (published or drafted) and those uploaded for it; by URL.
 */
function library(apartment: Apartment, draft: DraftContent | undefined, photos: UploadedPhoto[]) {
  const seed = apartmentCatalogue.find((a) => a.id === apartment.id);
  const byUrl = new Map<string, Image>();
  for (const image of [
    ...(seed ? contentOf(seed).gallery : []),
    ...contentOf(apartment).gallery,
    ...(draft?.gallery ?? []),
    ...photos,
  ]) {
    byUrl.set(image.src, plainImage(image));
  }
  return byUrl;
}

export async function apartmentContent(id: ApartmentId): Promise<ApartmentContentResponse> {
  const [apartment, draft, photos, pages, sources] = await Promise.all([
    requireApartment(id),
    getDraft(id),
    listPhotos(id),
    listPublishedPages(),
    getTranslationSources(id),
  ]);
  const content = draft?.content ?? contentOf(apartment);
  return {
    apartmentId: id,
    content,
    photos: [...library(apartment, draft?.content, photos).values()],
    unpublished: Boolean(draft),
    staleTranslations: staleTranslations(content, sources),
    updatedAt: draft?.updatedAt ?? null,
    publishedAt: pages.find((p) => p.path === apartmentPagePath(id))?.publishedAt ?? null,
  };
}

/**
 * Saves the owner's texts and gallery order as the draft. Each photo must be one the apartment
 * has (a 400 naming the gallery position otherwise): its sizes come from the library, never from
 * the request, and the alt text is the owner's.
 */
export async function saveContent(
  id: ApartmentId,
  input: ApartmentContentInput,
  now: Date,
): Promise<ApartmentContentResponse> {
  const [apartment, draft, photos, sources] = await Promise.all([
    requireApartment(id),
    getDraft(id),
    listPhotos(id),
    getTranslationSources(id),
  ]);
  const known = library(apartment, draft?.content, photos);
  const issues = input.gallery.flatMap((entry, index) =>
    known.has(entry.src)
      ? []
      : [{ field: `gallery.${index}.src`, message: 'Galleria: foto non trovata' }],
  );
  if (issues.length > 0) throw new InvalidInput('Galleria: foto non trovata', issues);
  const gallery = input.gallery.map((entry) => ({
    ...(known.get(entry.src) as Image),
    alt: entry.alt,
  }));
  const translations = translationsOfGallery(input.translations ?? {}, gallery);
  const content = { ...input, gallery, translations };
  // Which Italian each translation was written from: kept before the draft, so a failed write
  // never leaves a draft whose translations have lost their sources.
  const before = draft?.content ?? contentOf(apartment);
  await putTranslationSources(id, recordSources(before, content, sources));
  await putDraft({ apartmentId: id, content, updatedAt: now.toISOString() });
  return apartmentContent(id);
}

/** The translations with only the alt texts of photos the gallery shows (one taken out, its go). */
function translationsOfGallery(
  translations: ApartmentTranslations,
  gallery: Image[],
): ApartmentTranslations {
  const shown = new Set(gallery.map((image) => image.src));
  return Object.fromEntries(
    Object.entries(translations).map(([locale, words]) => {
      const alts = Object.entries(words.photoAlts ?? {}).filter(([src]) => shown.has(src));
      return [locale, { ...words, photoAlts: alts.length ? Object.fromEntries(alts) : undefined }];
    }),
  );
}

/** A photo just made from an upload: kept in the apartment's library, last in its gallery. */
export async function addPhoto(photo: UploadedPhoto, now: Date) {
  const [apartment, draft] = await Promise.all([
    requireApartment(photo.apartmentId),
    getDraft(photo.apartmentId),
  ]);
  await putPhoto(photo);
  const content = draft?.content ?? contentOf(apartment);
  await putDraft({
    apartmentId: photo.apartmentId,
    content: { ...content, gallery: [...content.gallery, plainImage(photo)] },
    updatedAt: now.toISOString(),
  });
  return apartmentContent(photo.apartmentId);
}

/**
 * Forgets an uploaded photo and takes it out of the draft gallery. Its files stay in the site
 * bucket: a published page may still show it until the next publish.
 */
export async function removePhoto(id: ApartmentId, photoId: string, now: Date): Promise<void> {
  const photo = await getPhoto(id, photoId);
  if (!photo) throw new NotFound('Foto non trovata', 'photo_not_found');
  const [apartment, draft] = await Promise.all([requireApartment(id), getDraft(id)]);
  const content = draft?.content ?? contentOf(apartment);
  const gallery = content.gallery.filter((image) => image.src !== photo.src);
  if (gallery.length === 0) {
    throw new InvalidInput('Galleria: serve almeno una foto (la prima è la copertina)', [
      { field: 'gallery', message: 'Galleria: serve almeno una foto (la prima è la copertina)' },
    ]);
  }
  if (gallery.length !== content.gallery.length) {
    await putDraft({
      apartmentId: id,
      content: { ...content, gallery },
      updatedAt: now.toISOString(),
    });
  }
  await deletePhotoRecord(id, photoId);
}
