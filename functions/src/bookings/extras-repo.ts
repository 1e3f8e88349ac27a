import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExtraLine } from '@catania/shared/domain/extras';
import type { BookingExtra } from '@catania/shared/schemas/extras';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import {
  isCancelledTransaction,
  isConditionFailure,
  type TransactItem,
  transact,
} from '../lib/writes';
import { appendExtrasUpdate } from './booking-transitions';

/**
 * A guest's purchase of extras (`BOOKING#<id>` / `EXTRAS#<purchaseId>`): its priced lines and
 * its Stripe checkout, `pending` until Stripe says paid (then the lines join the booking, in the
 * same transaction) or the checkout lapses (`expired`).
 */
export interface ExtrasPurchase {
  id: string;
  bookingId: string;
  lines: ExtraLine[];
  /** Cents charged: the lines and their deposits. */
  amountCents: number;
  status: 'pending' | 'paid' | 'expired' | 'refunded';
  /**
   * Its Stripe Checkout Session: its own, or the booking's for extras taken with the stay (then
   * written when the session opens, and again when it is paid, since the hold comes first).
   */
  sessionId?: string;
  createdAt: string;
  paidAt?: string;
  /** Refunded in full with its cancelled stay: Stripe's refund id and when. */
  refundId?: string;
  refundedAt?: string;
  /** Cents already given back (a returned deposit), so a later full refund takes the rest. */
  refundedCents?: number;
  /**
   * Cents the owner kept when removing a line without refunding it (a late check-out), so a
   * later cancellation does not give them back either.
   */
  retainedCents?: number;
  /** A refund decided and not yet made by Stripe: the job retries it until it is. */
  refundOwed?: ExtrasRefundOwed;
}

/**
 * A refund an extras purchase owes: all that is left of it when its stay is cancelled, or a
 * deposit the owner returned. Written before Stripe is asked, in the sparse EXTRAS_REFUND_DUE
 * index, so a refusal or a crash leaves it for the job (and in 'Da fare') until it is made.
 */
export interface ExtrasRefundOwed {
  /** A cancelled stay, a returned deposit, or a late check-out the owner removed. */
  reason: 'cancellation' | 'deposit' | 'removal';
  amountCents: number;
  /** A deposit's or a removed line's extra id. */
  extraId?: string;
  attempts: number;
  dueAt: string;
  lastError?: string;
}

/** What an owed extras refund gives back, in the owner's words ('Da fare'). */
export const EXTRAS_REFUND_WHAT: Record<ExtrasRefundOwed['reason'], string> = {
  cancellation: 'extra',
  deposit: 'cauzione',
  removal: 'check-out posticipato',
};

/** The purchase of the extras taken with the stay, paid in the booking's own checkout. */
export const withStayPurchaseId = (bookingId: string) => `stay-${bookingId}`;

/** The purchase item, for a transaction with the late check-out's held day. */
export function purchasePut(purchase: ExtrasPurchase): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.extrasPurchase(purchase.bookingId, purchase.id),
        entity: 'extras',
        ...purchase,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function putPurchase(purchase: ExtrasPurchase): Promise<void> {
  const put = purchasePut(purchase).Put;
  if (put) await db.send(new PutCommand(put));
}

export async function getPurchase(
  bookingId: string,
  purchaseId: string,
): Promise<ExtrasPurchase | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.extrasPurchase(bookingId, purchaseId),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem<ExtrasPurchase>(Item) : undefined;
}

/** Records the Stripe session of extras taken with the stay, once it is open. */
export async function setPurchaseSession(
  purchase: Pick<ExtrasPurchase, 'bookingId' | 'id'>,
  sessionId: string,
): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.extrasPurchase(purchase.bookingId, purchase.id),
        UpdateExpression: 'SET sessionId = :session',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':session': sessionId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Marks the purchase paid by `sessionId` and adds its lines to the booking, once: false when it
 * was not pending (a repeated or late event). `evenIfExpired`: extras taken with the stay, whose
 * money Stripe took even though the checkout was given up here (a payment in the last second):
 * recorded paid so they are refunded with the stay that cannot be.
 */
export async function markPurchasePaid(
  purchase: ExtrasPurchase,
  paidAt: Date,
  options: { sessionId: string; evenIfExpired?: boolean },
): Promise<boolean> {
  const extras: BookingExtra[] = purchase.lines.map((line) => ({
    ...line,
    purchaseId: purchase.id,
    paidAt: paidAt.toISOString(),
  }));
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: keys.extrasPurchase(purchase.bookingId, purchase.id),
          UpdateExpression: 'SET #status = :paid, paidAt = :at, sessionId = :session',
          ConditionExpression: options.evenIfExpired
            ? '#status IN (:pending, :expired)'
            : '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':paid': 'paid',
            ':pending': 'pending',
            ':at': paidAt.toISOString(),
            ':session': options.sessionId,
            ...(options.evenIfExpired ? { ':expired': 'expired' } : {}),
          },
        },
      },
      appendExtrasUpdate(purchase.bookingId, extras, paidAt),
    ]);
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}

/** A checkout that lapsed or failed: the purchase is over. False if it was not pending. */
export async function markPurchaseExpired(
  purchase: Pick<ExtrasPurchase, 'bookingId' | 'id'>,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.extrasPurchase(purchase.bookingId, purchase.id),
        UpdateExpression: 'SET #status = :expired',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':expired': 'expired', ':pending': 'pending' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
