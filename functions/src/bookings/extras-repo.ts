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
import { appendExtrasUpdate } from './booking-repo';

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
  sessionId: string;
  createdAt: string;
  paidAt?: string;
  /** Refunded in full with its cancelled stay: Stripe's refund id and when. */
  refundId?: string;
  refundedAt?: string;
}

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

/**
 * Marks the purchase paid and adds its lines to the booking, once: false when it was no longer
 * pending (a repeated or late event).
 */
export async function markPurchasePaid(purchase: ExtrasPurchase, paidAt: Date): Promise<boolean> {
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
          UpdateExpression: 'SET #status = :paid, paidAt = :at',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':paid': 'paid',
            ':pending': 'pending',
            ':at': paidAt.toISOString(),
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
export async function markPurchaseExpired(purchase: ExtrasPurchase): Promise<boolean> {
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

/** A paid purchase refunded with its cancelled stay. False if it was not paid (already done). */
export async function markPurchaseRefunded(
  purchase: ExtrasPurchase,
  refundId: string,
  now: Date,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.extrasPurchase(purchase.bookingId, purchase.id),
        UpdateExpression: 'SET #status = :refunded, refundId = :refundId, refundedAt = :now',
        ConditionExpression: '#status = :paid',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':refunded': 'refunded',
          ':paid': 'paid',
          ':refundId': refundId,
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
