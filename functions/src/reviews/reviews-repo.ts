import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  AdminReview,
  HideReason,
  ModerationEntry,
  PublicReview,
  ReviewStatus,
} from '@catania/shared/schemas/review';
import { db, tableName } from '../lib/db';
import { Conflict, NotFound } from '../lib/errors';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import { isCancelledTransaction, isConditionFailure, transact } from '../lib/writes';

/**
 * Reviews `REVIEW#<id>/REVIEW` (docs/data-model.md), in the `REVIEW` collection newest first.
 * The guest's words and scores are written once, by the put; every later write is an update that
 * names only status, reason and reply, and appends to the log on the same item, so the owner can
 * neither change what the guest wrote nor act without a trace. (The seed's reviews put before
 * languages were recorded get theirs once, by the seed: `recordLanguageIfMissing`.)
 */
export interface ReviewRecord extends Omit<AdminReview, 'apartmentName'> {
  /** The stay a direct review is of (`booking:<id>` or `arrival:<id>`). */
  stayKey?: string;
}

export const REVIEW_NOT_FOUND = 'Recensione non trovata';
export const ALREADY_REVIEWED =
  'Hai già inviato la recensione per questo soggiorno: ogni link vale una sola volta. Grazie!';

const reviewItem = (review: ReviewRecord) => ({
  ...keys.review(review.id),
  entity: 'review',
  gsi2pk: keys.collections.reviews,
  gsi2sk: keys.reviewCollectionSort(review.createdAt, review.id),
  ...review,
});

/** A review the owner imports (or the seed): false when one with its id already exists. */
export async function putReviewIfMissing(review: ReviewRecord): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: reviewItem(review),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The language of a review stored without one (a seed review an earlier deploy put): set only
 * there, nothing else touched. False when it has one already, or does not exist.
 */
export async function recordLanguageIfMissing(id: string, language: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.review(id),
        UpdateExpression: 'SET #language = :language',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#language)',
        ExpressionAttributeNames: { '#language': 'language' },
        ExpressionAttributeValues: { ':language': language },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * A guest's review and the use of its invitation, in one transaction: the link works once, and
 * a refused second submit stores nothing. Throws Conflict when the link was already used.
 */
export async function putGuestReview(review: ReviewRecord, stayKey: string): Promise<void> {
  try {
    await transact([
      {
        Put: {
          TableName: tableName,
          Item: reviewItem(review),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.reviewInvite(stayKey),
          UpdateExpression: 'SET usedAt = :at, reviewId = :id',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
          ExpressionAttributeValues: { ':at': review.createdAt, ':id': review.id },
        },
      },
    ]);
  } catch (error) {
    if (isCancelledTransaction(error)) throw new Conflict(ALREADY_REVIEWED, 'already_reviewed');
    throw error;
  }
}

export async function getReview(id: string): Promise<ReviewRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.review(id), ConsistentRead: true }),
  );
  return Item ? fromItem<ReviewRecord>(Item) : undefined;
}

/** Every review, newest first; only the published ones when `status` says so. */
export async function listReviews(status?: ReviewStatus): Promise<ReviewRecord[]> {
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection',
    ...(status
      ? {
          FilterExpression: '#status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':collection': keys.collections.reviews, ':status': status },
        }
      : { ExpressionAttributeValues: { ':collection': keys.collections.reviews } }),
    ScanIndexForward: false,
  });
  return items.map((item) => fromItem<ReviewRecord>(item));
}

/** What one moderation step changes: only these attributes, never the guest's. */
export type ModerationChange =
  | { status: 'published' }
  | { status: 'hidden'; reason: HideReason }
  | { reply: NonNullable<PublicReview['reply']> }
  | { reply: null };

/** Applies one moderation step and appends its log entry; NotFound for an unknown review. */
export async function moderate(
  id: string,
  change: ModerationChange,
  entry: ModerationEntry,
): Promise<ReviewRecord> {
  const set = ['#log = list_append(#log, :entry)'];
  const remove: string[] = [];
  const names: Record<string, string> = { '#log': 'log' };
  const values: Record<string, unknown> = { ':entry': [entry] };
  if ('status' in change) {
    set.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = change.status;
    if (change.status === 'hidden') {
      set.push('hiddenReason = :reason');
      values[':reason'] = change.reason;
    } else remove.push('hiddenReason');
  } else if (change.reply) {
    set.push('reply = :reply');
    values[':reply'] = change.reply;
  } else remove.push('reply');
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.review(id),
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem<ReviewRecord>(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound(REVIEW_NOT_FOUND);
    throw error;
  }
}
