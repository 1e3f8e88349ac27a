import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure, type TransactItem, transact } from '../lib/writes';

/**
 * A refund owed to a guest (`REFUND#<bookingId>/REFUND`, docs/data-model.md): written in the same
 * transaction as the status change that decides it (the owner's rejection of a paid booking, the
 * guest's cancellation), deleted in the transaction that records the refund Stripe made. While
 * it exists it sits in the sparse `REFUND_DUE` index, so the scheduled job retries what Stripe
 * refused or a crash left undone: decided once, made once.
 */
export interface RefundTask {
  bookingId: string;
  /** Euros. */
  amount: number;
  reason: 'owner_rejection' | 'guest_cancellation';
  attempts: number;
  dueAt: string;
  lastError?: string;
}

/** Backoff between attempts: 5, 10, 20 … minutes, at most a day. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 86_400_000);
}

function taskItem(task: RefundTask) {
  return {
    ...keys.refundTask(task.bookingId),
    entity: 'refund-task',
    gsi2pk: keys.collections.refundsDue,
    gsi2sk: keys.refundDueSort(task.dueAt, task.bookingId),
    ...task,
  };
}

/** The Put that records a refund decision, for the status change's transaction. */
export function refundTaskPut(
  bookingId: string,
  amount: number,
  reason: RefundTask['reason'],
  now: Date,
): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: taskItem({ bookingId, amount, reason, attempts: 0, dueAt: now.toISOString() }),
      // One refund per booking: never a second decision over the first.
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Records the refund Stripe made on the booking and retires the task, in one transaction. False
 * when the booking already carries a refund (another caller recorded it first).
 */
export async function recordRefundMade(
  bookingId: string,
  refund: { id: string; status: string; amount: number; createdAt: string },
  now: Date,
): Promise<boolean> {
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: keys.booking(bookingId),
          UpdateExpression: 'SET refund = :refund, updatedAt = :now REMOVE refundDue',
          // Recorded once, and never on a booking that does not exist.
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(refund)',
          ExpressionAttributeValues: { ':refund': refund, ':now': now.toISOString() },
        },
      },
      { Delete: { TableName: tableName, Key: keys.refundTask(bookingId) } },
    ]);
    return true;
  } catch (error) {
    if ((error as Error)?.name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** Stripe refused or could not be reached: the task waits for its next attempt. */
export async function markRefundAttemptFailed(
  task: Pick<RefundTask, 'bookingId' | 'attempts'>,
  error: string,
  now: Date,
): Promise<void> {
  const attempts = task.attempts + 1;
  const dueAt = new Date(now.getTime() + refundRetryDelayMs(attempts)).toISOString();
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.refundTask(task.bookingId),
        UpdateExpression:
          'SET attempts = :attempts, lastError = :error, dueAt = :due, gsi2sk = :sort',
        // Only a task still owed (a refund recorded meanwhile deleted it).
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':attempts': attempts,
          ':error': error.slice(0, 500),
          ':due': dueAt,
          ':sort': keys.refundDueSort(dueAt, task.bookingId),
        },
      }),
    );
  } catch (failure) {
    if (!isConditionFailure(failure)) throw failure;
  }
}

/** A task whose booking already carries its refund (recorded by another caller): retired. */
export async function deleteRefundTask(bookingId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.refundTask(bookingId) }));
}

/** The refunds due now (the job's work list), oldest first. */
export async function listDueRefunds(now: Date, limit = 25): Promise<RefundTask[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byCollection',
      KeyConditionExpression: 'gsi2pk = :due AND gsi2sk <= :now',
      ExpressionAttributeValues: {
        ':due': keys.collections.refundsDue,
        ':now': `${now.toISOString()}#~`,
      },
      Limit: limit,
    }),
  );
  return Items.map((item) => fromItem<RefundTask>(item));
}
