import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import { isConditionFailure, type TransactItem, transact } from '../lib/writes';

/**
 * A refund owed to a guest (`REFUND#<bookingId>/REFUND`, docs/data-model.md): written in the same
 * transaction as the status change that decides it (the owner's rejection of a paid booking, the
 * guest's cancellation, a payment that reached a booking which cannot be a stay), deleted once
 * Stripe says the refund succeeded. While it exists it sits in the sparse `REFUND_DUE` index, so
 * the scheduled job retries what Stripe refused or a crash left undone, and checks back on a
 * refund Stripe is still processing; 'Stato del sistema' lists it meanwhile: decided once, made
 * once, watched until it lands.
 */
export interface RefundTask {
  bookingId: string;
  /** Euros. */
  amount: number;
  reason: 'owner_rejection' | 'guest_cancellation' | 'late_payment' | 'refund_failed';
  attempts: number;
  dueAt: string;
  lastError?: string;
  /** Stripe made the refund but has not finished it (status pending): its id and status. */
  refundId?: string;
  refundStatus?: string;
}

/** How long to wait before asking Stripe again about a refund it is still processing. */
const REFUND_CHECK_DELAY_MS = 60 * 60_000;

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
 * Records the refund Stripe made on the booking, in one transaction with its task: retired when
 * the refund succeeded, else kept to be checked back on. False when the booking already carries
 * a refund (another caller recorded it first).
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
      refund.status === 'succeeded'
        ? { Delete: { TableName: tableName, Key: keys.refundTask(bookingId) } }
        : watchRefund(bookingId, refund, now),
    ]);
    return true;
  } catch (error) {
    if ((error as Error)?.name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** The task of a refund Stripe is processing: checked again in an hour. */
function watchRefund(
  bookingId: string,
  refund: { id: string; status: string },
  now: Date,
): TransactItem {
  const dueAt = new Date(now.getTime() + REFUND_CHECK_DELAY_MS).toISOString();
  return {
    Update: {
      TableName: tableName,
      Key: keys.refundTask(bookingId),
      UpdateExpression: 'SET refundId = :id, refundStatus = :status, dueAt = :due, gsi2sk = :sort',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':id': refund.id,
        ':status': refund.status,
        ':due': dueAt,
        ':sort': keys.refundDueSort(dueAt, bookingId),
      },
    },
  };
}

/**
 * What Stripe now says of a recorded refund: its status on the booking; a success retires the
 * task, a failure owes the refund again (`refundDue` and the task back in the job's list, now).
 * False when the booking's recorded refund is another one.
 */
export async function updateRecordedRefund(
  bookingId: string,
  refund: { id: string; status: string; amount: number },
  now: Date,
): Promise<boolean> {
  const failed = refund.status === 'failed' || refund.status === 'canceled';
  const owned = { ':id': refund.id, ':now': now.toISOString() };
  const items: TransactItem[] = failed
    ? [
        {
          Update: {
            TableName: tableName,
            Key: keys.booking(bookingId),
            UpdateExpression: 'SET refundDue = :amount, updatedAt = :now REMOVE refund',
            ConditionExpression: 'refund.id = :id',
            ExpressionAttributeValues: { ...owned, ':amount': refund.amount },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: taskItem({
              bookingId,
              amount: refund.amount,
              reason: 'refund_failed',
              attempts: 0,
              dueAt: now.toISOString(),
              lastError: `Stripe: rimborso ${refund.id} ${refund.status}`,
            }),
          },
        },
      ]
    : [
        {
          Update: {
            TableName: tableName,
            Key: keys.booking(bookingId),
            UpdateExpression: 'SET refund.#status = :status, updatedAt = :now',
            ConditionExpression: 'refund.id = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ...owned, ':status': refund.status },
          },
        },
        refund.status === 'succeeded'
          ? { Delete: { TableName: tableName, Key: keys.refundTask(bookingId) } }
          : watchRefund(bookingId, refund, now),
      ];
  try {
    await transact(items);
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

/** Every refund still owed or still being processed by Stripe ('Stato del sistema'). */
export async function listOpenRefunds(): Promise<RefundTask[]> {
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :due',
    ExpressionAttributeValues: { ':due': keys.collections.refundsDue },
  });
  return items.map((item) => fromItem<RefundTask>(item));
}
