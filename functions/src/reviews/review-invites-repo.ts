import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarDate } from '@catania/shared/domain/dates';
import type { Verification } from '@catania/shared/schemas/review';
import { db, tableName } from '../lib/db';
import { fromItem, itemsByLookup } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/**
 * A stay's review invitation `REVIEW_INVITE#<stayKey>/INVITE`: one per stay, made the first
 * time its link is asked for, found by the link's token through byId. It keeps what the review
 * page shows of the stay; `usedAt` is set by the review's own transaction (reviews-repo).
 */
export interface ReviewInvite {
  stayKey: string;
  /** 256 random bits: the personal link. */
  token: string;
  apartmentId: ApartmentId;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  verification: Verification;
  firstName: string;
  guestEmail?: string;
  /** The last day the link opens. */
  validUntil: CalendarDate;
  createdAt: string;
  usedAt?: string;
  reviewId?: string;
}

/** Writes the invitation unless the stay has one; answers the stay's invitation either way. */
export async function putInviteIfMissing(invite: ReviewInvite): Promise<ReviewInvite> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.reviewInvite(invite.stayKey),
          entity: 'review-invite',
          gsi1pk: keys.reviewLinkLookup(invite.token),
          ...invite,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return invite;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getInvite(invite.stayKey);
    if (!existing) throw error;
    return existing;
  }
}

export async function getInvite(stayKey: string): Promise<ReviewInvite | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.reviewInvite(stayKey), ConsistentRead: true }),
  );
  return Item ? fromItem<ReviewInvite>(Item) : undefined;
}

/** The invitation a link opens (read back from its own item: the index lags). */
export async function findInviteByToken(token: string): Promise<ReviewInvite | undefined> {
  const [item] = await itemsByLookup(keys.reviewLinkLookup(token));
  if (!item) return undefined;
  const invite = await getInvite(String(item.stayKey));
  return invite?.token === token ? invite : undefined;
}
