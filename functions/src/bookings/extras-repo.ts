import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExtraLine } from '@catania/shared/domain/extras';
import type { BookingExtra, DepositDecision } from '@catania/shared/schemas/extras';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import {
  isCancelledTransaction,
  isConditionFailure,
  type TransactItem,
  transact,
} from '../lib/writes';
import type { StoredBooking } from './booking-repo';
import { appendExtrasUpdate } from './booking-transitions';
import { refundRetryDelayMs } from './refunds-repo';

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

/** The index fields that put an owed refund in the job's work list, due at `dueAt`. */
const dueIndex = (purchase: Pick<ExtrasPurchase, 'bookingId' | 'id'>, dueAt: string) => ({
  ':dueCollection': keys.collections.extrasRefundsDue,
  ':dueSort': `${dueAt}#${purchase.bookingId}#${purchase.id}`,
});

/** The Update that records a refund owed on a paid purchase (never two at once). */
function oweRefundUpdate(purchase: ExtrasPurchase, owed: ExtrasRefundOwed): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.extrasPurchase(purchase.bookingId, purchase.id),
      UpdateExpression: 'SET refundOwed = :owed, gsi2pk = :dueCollection, gsi2sk = :dueSort',
      ConditionExpression: '#status = :paid AND attribute_not_exists(refundOwed)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':owed': owed,
        ':paid': 'paid',
        ...dueIndex(purchase, owed.dueAt),
      },
    },
  };
}

/**
 * A cancelled stay owes its paid purchase what is left of it (all of it, less a deposit already
 * returned). False when nothing is owed anew (not paid, or a refund already owed).
 */
export async function oweCancellationRefund(purchase: ExtrasPurchase, now: Date): Promise<boolean> {
  const amountCents =
    purchase.amountCents - (purchase.refundedCents ?? 0) - (purchase.retainedCents ?? 0);
  if (amountCents <= 0) return false;
  const update = oweRefundUpdate(purchase, {
    reason: 'cancellation',
    amountCents,
    attempts: 0,
    dueAt: now.toISOString(),
  }).Update;
  try {
    if (update) await db.send(new UpdateCommand(update));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Where a purchase's lines sit in the booking's `extras` list. Lines are only ever appended, so
 * an index read from the booking stays true; each write checks it against the purchase id.
 */
export const lineIndexes = (booking: Pick<StoredBooking, 'extras'>, purchaseId: string) =>
  (booking.extras ?? []).flatMap((line, i) => (line.purchaseId === purchaseId ? [i] : []));

/**
 * Records the owner's word on a deposit on its booking line, once; a returned deposit also owes
 * its refund on the purchase, in the same transaction. False when the line was already decided
 * (or the purchase already owes a refund).
 */
export async function recordDepositDecision(
  purchase: ExtrasPurchase,
  lineIndex: number,
  extraId: string,
  decision: DepositDecision,
  depositCents: number,
): Promise<boolean> {
  const line = `extras[${lineIndex}]`;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: keys.booking(purchase.bookingId),
        UpdateExpression: `SET ${line}.deposit = :decision, updatedAt = :now`,
        ConditionExpression: `${line}.purchaseId = :purchaseId AND ${line}.id = :extraId AND attribute_not_exists(${line}.deposit)`,
        ExpressionAttributeValues: {
          ':decision': decision,
          ':now': decision.decidedAt,
          ':purchaseId': purchase.id,
          ':extraId': extraId,
        },
      },
    },
  ];
  if (decision.outcome === 'returned') {
    items.push(
      oweRefundUpdate(purchase, {
        reason: 'deposit',
        amountCents: depositCents,
        extraId,
        attempts: 0,
        dueAt: decision.decidedAt,
      }),
    );
  }
  try {
    await transact(items);
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}

/**
 * The owed refund Stripe made: the purchase records it and leaves the work list, and the
 * booking's lines say so (each line refunded with its stay, or the deposit's refund), in one
 * transaction. False when it was recorded already.
 */
export async function recordExtrasRefundMade(
  purchase: ExtrasPurchase,
  owed: ExtrasRefundOwed,
  indexes: readonly number[],
  refundId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const cancellation = owed.reason === 'cancellation';
  const lines =
    owed.reason === 'deposit'
      ? indexes.map((i) => `extras[${i}].deposit.refundedAt = :at`)
      : indexes.map((i) => `extras[${i}].refundedAt = :at`);
  const lineChecks = indexes.map((i) => `extras[${i}].purchaseId = :purchaseId`);
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: keys.extrasPurchase(purchase.bookingId, purchase.id),
          UpdateExpression: `SET refundedCents = if_not_exists(refundedCents, :zero) + :cents${cancellation ? ', #status = :refunded, refundId = :refundId, refundedAt = :at' : ''} REMOVE refundOwed, gsi2pk, gsi2sk`,
          ConditionExpression: 'refundOwed.reason = :reason',
          ...(cancellation ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
          ExpressionAttributeValues: {
            ':zero': 0,
            ':cents': owed.amountCents,
            ':reason': owed.reason,
            ...(cancellation ? { ':refunded': 'refunded', ':refundId': refundId, ':at': at } : {}),
          },
        },
      },
      ...(lines.length > 0
        ? [
            {
              Update: {
                TableName: tableName,
                Key: keys.booking(purchase.bookingId),
                UpdateExpression: `SET ${lines.join(', ')}, updatedAt = :at`,
                ConditionExpression: lineChecks.join(' AND '),
                ExpressionAttributeValues: { ':at': at, ':purchaseId': purchase.id },
              },
            },
          ]
        : []),
    ]);
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}

/**
 * The owner removed a bought late check-out (line `lineIndex` of the booking), once: the line
 * says so and the purchase either owes its price back (then made like any extras refund) or
 * keeps it, so a later cancellation does not refund it. False when it was removed already, or
 * another refund of the purchase is still owed.
 */
export async function recordLateCheckoutRemoval(
  purchase: ExtrasPurchase,
  lineIndex: number,
  extraId: string,
  removed: { at: string; refund: boolean },
  cents: number,
): Promise<boolean> {
  const line = `extras[${lineIndex}]`;
  const money: TransactItem = removed.refund
    ? oweRefundUpdate(purchase, {
        reason: 'removal',
        amountCents: cents,
        extraId,
        attempts: 0,
        dueAt: removed.at,
      })
    : {
        Update: {
          TableName: tableName,
          Key: keys.extrasPurchase(purchase.bookingId, purchase.id),
          UpdateExpression: 'SET retainedCents = if_not_exists(retainedCents, :zero) + :cents',
          ConditionExpression: '#status = :paid',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':zero': 0, ':cents': cents, ':paid': 'paid' },
        },
      };
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: keys.booking(purchase.bookingId),
          UpdateExpression: `SET ${line}.removed = :removed, updatedAt = :now`,
          ConditionExpression: `${line}.purchaseId = :purchaseId AND ${line}.id = :extraId AND attribute_not_exists(${line}.removed)`,
          ExpressionAttributeValues: {
            ':removed': removed,
            ':now': removed.at,
            ':purchaseId': purchase.id,
            ':extraId': extraId,
          },
        },
      },
      money,
    ]);
    return true;
  } catch (error) {
    if (isCancelledTransaction(error)) return false;
    throw error;
  }
}

/** Stripe refused or could not be reached: the owed refund waits for its next attempt. */
export async function markExtrasRefundAttemptFailed(
  purchase: ExtrasPurchase,
  owed: ExtrasRefundOwed,
  error: string,
  now: Date,
): Promise<void> {
  const attempts = owed.attempts + 1;
  const dueAt = new Date(now.getTime() + refundRetryDelayMs(attempts)).toISOString();
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.extrasPurchase(purchase.bookingId, purchase.id),
        UpdateExpression:
          'SET refundOwed.attempts = :attempts, refundOwed.lastError = :error, refundOwed.dueAt = :due, gsi2sk = :dueSort',
        ConditionExpression: 'refundOwed.reason = :reason',
        ExpressionAttributeValues: {
          ':attempts': attempts,
          ':error': error.slice(0, 500),
          ':due': dueAt,
          ':reason': owed.reason,
          ':dueSort': dueIndex(purchase, dueAt)[':dueSort'],
        },
      }),
    );
  } catch (failure) {
    if (!isConditionFailure(failure)) throw failure;
  }
}

/** The extras' refunds due now (the job's work list), oldest first. */
export async function listDueExtrasRefunds(now: Date, limit = 25): Promise<ExtrasPurchase[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byCollection',
      KeyConditionExpression: 'gsi2pk = :due AND gsi2sk <= :now',
      ExpressionAttributeValues: {
        ':due': keys.collections.extrasRefundsDue,
        ':now': `${now.toISOString()}#~`,
      },
      Limit: limit,
    }),
  );
  return Items.map((item) => fromItem<ExtrasPurchase>(item));
}

/** Every extras refund still owed ('Da fare'). */
export async function listOpenExtrasRefunds(): Promise<ExtrasPurchase[]> {
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :due',
    ExpressionAttributeValues: { ':due': keys.collections.extrasRefundsDue },
  });
  return items.map((item) => fromItem<ExtrasPurchase>(item));
}
