import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DepositDecision } from '@catania/shared/schemas/extras';
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
import type { ExtrasPurchase, ExtrasRefundOwed } from './extras-repo';
import { refundRetryDelayMs } from './refunds-repo';

/**
 * The refunds an extras purchase owes and makes (a cancelled stay, a returned deposit, a removed
 * late check-out): written on the purchase before Stripe is asked, in the sparse
 * EXTRAS_REFUND_DUE index the retrying job reads, and recorded once made.
 */

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
