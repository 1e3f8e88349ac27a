import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SEED_HOME_PHOTOS } from '@catania/shared/content/home-photos';
import type { Image } from '@catania/shared/schemas/apartment';
import {
  type AdminHomePhotosResponse,
  HOME_PHOTO_LIMITS,
  HOME_PHOTO_SLOTS,
  type HomePhotoSlot,
  type HomePhotos,
  type HomePhotosInput,
  type UploadedHomePhoto,
} from '@catania/shared/schemas/site-photos';
import { db, tableName } from '../lib/db';
import { InvalidInput, NotFound } from '../lib/errors';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';
import { plainImage } from './content';

/**
 * The home's photos the owner manages in 'Foto e testi' ('Home'): the hero's slides, the first
 * of which is the first screen's LCP image, and the 'Scopri Catania' cards' photos, in the cards'
 * order. Edits are a draft; a publish (site/publish.ts) makes them what GET /api/site/home-photos
 * answers and renders the home again, in every language. Until the first publish the home shows
 * the repository's illustrations (content/home-photos.ts).
 */

export interface HomePhotosRecord {
  photos: HomePhotos;
  updatedAt: string;
}

type State = 'DRAFT' | 'PUBLISHED';

async function getRecord(state: State) {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.homePhotos(state) }),
  );
  return Item ? fromItem<HomePhotosRecord>(Item) : undefined;
}

async function putRecord(state: State, record: HomePhotosRecord) {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.homePhotos(state), entity: 'homePhotos', ...record },
    }),
  );
}

export const homePhotosDraft = () => getRecord('DRAFT');
export const publishedHomePhotosRecord = () => getRecord('PUBLISHED');

/** The photos the home shows: the owner's last published, else the repository's. */
export async function publishedHomePhotos(): Promise<HomePhotos> {
  return (await getRecord('PUBLISHED'))?.photos ?? SEED_HOME_PHOTOS;
}

async function listUploaded(): Promise<UploadedHomePhoto[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.sitePartition, ':prefix': keys.homePhotoPrefix },
  });
  return items.map((item) => fromItem<UploadedHomePhoto>(item));
}

/** Every photo a slot may show, by URL: the repository's, those shown now, those uploaded. */
function library(
  slot: HomePhotoSlot,
  shown: (HomePhotos | undefined)[],
  uploaded: UploadedHomePhoto[],
) {
  const byUrl = new Map<string, Image>();
  for (const image of [
    ...SEED_HOME_PHOTOS[slot],
    ...shown.flatMap((photos) => photos?.[slot] ?? []),
    ...uploaded.filter((photo) => photo.slot === slot),
  ]) {
    byUrl.set(image.src, plainImage(image));
  }
  return byUrl;
}

export async function adminHomePhotos(): Promise<AdminHomePhotosResponse> {
  const [draft, published, uploaded] = await Promise.all([
    getRecord('DRAFT'),
    getRecord('PUBLISHED'),
    listUploaded(),
  ]);
  const photos = draft?.photos ?? published?.photos ?? SEED_HOME_PHOTOS;
  const shown = [draft?.photos, published?.photos];
  return {
    photos,
    library: {
      hero: [...library('hero', shown, uploaded).values()],
      discover: [...library('discover', shown, uploaded).values()],
    },
    unpublished: Boolean(draft),
    updatedAt: draft?.updatedAt ?? null,
    publishedAt: published?.updatedAt ?? null,
  };
}

/**
 * Saves the order and alt texts of the home's photos as the draft. Each photo must be one its
 * slot has (a 400 naming the position otherwise): its sizes come from the library, never from
 * the request.
 */
export async function saveHomePhotos(
  input: HomePhotosInput,
  now: Date,
): Promise<AdminHomePhotosResponse> {
  const [draft, published, uploaded] = await Promise.all([
    getRecord('DRAFT'),
    getRecord('PUBLISHED'),
    listUploaded(),
  ]);
  const shown = [draft?.photos, published?.photos];
  const photos = {} as HomePhotos;
  const issues: { field: string; message: string }[] = [];
  for (const slot of HOME_PHOTO_SLOTS) {
    const known = library(slot, shown, uploaded);
    photos[slot] = input[slot].flatMap((entry, index) => {
      const image = known.get(entry.src);
      if (!image) issues.push({ field: `${slot}.${index}.src`, message: 'Foto: non trovata' });
      return image ? [{ ...image, alt: entry.alt }] : [];
    });
  }
  if (issues.length > 0) throw new InvalidInput('Foto: non trovata', issues);
  await putRecord('DRAFT', { photos, updatedAt: now.toISOString() });
  return adminHomePhotos();
}

/** A photo just made from an upload: kept in the home's library, last in its slot's list. */
export async function addHomePhoto(
  photo: UploadedHomePhoto,
  now: Date,
): Promise<AdminHomePhotosResponse> {
  const [draft, published] = await Promise.all([getRecord('DRAFT'), getRecord('PUBLISHED')]);
  const photos = draft?.photos ?? published?.photos ?? SEED_HOME_PHOTOS;
  if (photos[photo.slot].length >= HOME_PHOTO_LIMITS[photo.slot]) {
    const message = `Foto: al massimo ${HOME_PHOTO_LIMITS[photo.slot]} foto, togline una prima`;
    throw new InvalidInput(message, [{ field: 'slot', message }]);
  }
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.homePhoto(photo.id), entity: 'homePhoto', ...photo },
    }),
  );
  await putRecord('DRAFT', {
    photos: { ...photos, [photo.slot]: [...photos[photo.slot], plainImage(photo)] },
    updatedAt: now.toISOString(),
  });
  return adminHomePhotos();
}

/**
 * Forgets an uploaded photo and takes it out of the draft. Its files stay in the site bucket:
 * the published home may still show it until the next publish.
 */
export async function removeHomePhoto(photoId: string, now: Date): Promise<void> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.homePhoto(photoId) }),
  );
  if (!Item) throw new NotFound('Foto non trovata', 'photo_not_found');
  const photo = fromItem<UploadedHomePhoto>(Item);
  const [draft, published] = await Promise.all([getRecord('DRAFT'), getRecord('PUBLISHED')]);
  const photos = draft?.photos ?? published?.photos ?? SEED_HOME_PHOTOS;
  const kept = photos[photo.slot].filter((image) => image.src !== photo.src);
  if (photo.slot === 'hero' && kept.length === 0) {
    const message = 'Foto di copertina: serve almeno una foto (la prima è la copertina)';
    throw new InvalidInput(message, [{ field: 'hero', message }]);
  }
  if (kept.length !== photos[photo.slot].length) {
    await putRecord('DRAFT', {
      photos: { ...photos, [photo.slot]: kept },
      updatedAt: now.toISOString(),
    });
  }
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.homePhoto(photoId) }));
}

/** What a publish writes: the draft's photos as the home's, stamped with the publish. */
export const putPublishedHomePhotos = (photos: HomePhotos, now: Date) =>
  putRecord('PUBLISHED', { photos, updatedAt: now.toISOString() });

/** Puts back the photos a failed publish replaced (none: the repository's again). */
export async function restorePublishedHomePhotos(previous: HomePhotosRecord | undefined) {
  if (previous) return putRecord('PUBLISHED', previous);
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.homePhotos('PUBLISHED') }));
}

/** Drops the draft a publish has just put on the site, unless the owner saved a newer one. */
export async function deleteHomePhotosDraftIfUnchanged(draft: HomePhotosRecord): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.homePhotos('DRAFT'),
        ConditionExpression: 'updatedAt = :published',
        ExpressionAttributeValues: { ':published': draft.updatedAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
