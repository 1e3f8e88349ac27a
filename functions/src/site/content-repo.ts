import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { Apartment, Image } from '@catania/shared/schemas/apartment';
import type { ApartmentContentInput, UploadedPhoto } from '@catania/shared/schemas/site-content';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/** An apartment's texts and gallery as the owner edited them, not yet on the site. */
export type DraftContent = Omit<ApartmentContentInput, 'gallery'> & { gallery: Image[] };

export interface Draft {
  apartmentId: ApartmentId;
  content: DraftContent;
  updatedAt: string;
}

export async function getDraft(id: ApartmentId): Promise<Draft | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.contentDraft(id) }),
  );
  return Item ? fromItem<Draft>(Item) : undefined;
}

export async function putDraft(draft: Draft): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.contentDraft(draft.apartmentId), entity: 'contentDraft', ...draft },
    }),
  );
}

/**
 * Removes the draft a publish has just put on the site, unless the owner saved a newer one
 * meanwhile (that one stays, still unpublished).
 */
export async function deleteDraftIfUnchanged(draft: Draft): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.contentDraft(draft.apartmentId),
        // Protects an edit saved while the publish ran from being lost.
        ConditionExpression: 'updatedAt = :published',
        ExpressionAttributeValues: { ':published': draft.updatedAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function putPhoto(photo: UploadedPhoto): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.photo(photo.apartmentId, photo.id), entity: 'photo', ...photo },
    }),
  );
}

export async function listPhotos(id: ApartmentId): Promise<UploadedPhoto[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.contentPartition(id), ':prefix': keys.photoPrefix },
  });
  return items.map((item) => fromItem<UploadedPhoto>(item));
}

export async function getPhoto(id: ApartmentId, photoId: string) {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.photo(id, photoId) }),
  );
  return Item ? fromItem<UploadedPhoto>(Item) : undefined;
}

export async function deletePhotoRecord(id: ApartmentId, photoId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.photo(id, photoId) }));
}

/** The fields of an apartment a publish replaces (its price and the rest are the owner's elsewhere). */
export type PublishedContent = Pick<
  Apartment,
  | 'name'
  | 'category'
  | 'shortDescription'
  | 'description'
  | 'amenities'
  | 'highlights'
  | 'beds'
  | 'baths'
  | 'size'
  | 'image'
  | 'gallery'
  | 'translations'
>;

/** Puts `content` on the apartment record the API serves: only its texts and photos. */
export async function putPublishedContent(id: ApartmentId, content: PublishedContent) {
  const entries = Object.entries(content);
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.apartment(id),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(
        entries.map(([, value], i) => [`:v${i}`, value]),
      ),
      // A publish replaces an existing apartment's texts; it never creates a half record.
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/** A page's last publish. */
export interface PublishedPageRecord {
  path: string;
  publishedAt: string;
}

export async function listPublishedPages(): Promise<PublishedPageRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.sitePartition,
      ':prefix': keys.publishedPagePrefix,
    },
  });
  return items.map((item) => fromItem<PublishedPageRecord>(item));
}

export async function putPublishedPage(page: PublishedPageRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.publishedPage(page.path), entity: 'publishedPage', ...page },
    }),
  );
}

/** How long a publish may hold the lock before it counts as dead (a Lambda's timeout is less). */
const LOCK_SECONDS = 5 * 60;

/**
 * Takes the one publish lock, or answers the start of the publish holding it. A lock whose
 * holder died (past its expiry) is taken over.
 */
export async function acquirePublishLock(
  token: string,
  now: Date,
): Promise<{ acquired: true } | { acquired: false; since: string }> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.publishLock,
          entity: 'publishLock',
          token,
          since: now.toISOString(),
          expiresAt: nowSeconds + LOCK_SECONDS,
        },
        // One publish at a time: two would interleave their page writes.
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    );
    return { acquired: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { acquired: false, since: (await currentPublish(now)) ?? now.toISOString() };
  }
}

/** When the publish running now started, if one is. */
export async function currentPublish(now: Date): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.publishLock, ConsistentRead: true }),
  );
  if (!Item || (Item.expiresAt as number) < Math.floor(now.getTime() / 1000)) return undefined;
  return Item.since as string;
}

export async function releasePublishLock(token: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.publishLock,
        // Only the publish that took the lock lets it go.
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': token },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
