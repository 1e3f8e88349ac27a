import {
  BatchWriteCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { chunk } from '@catania/shared/domain/booking';
import { db, tableName } from './db';

/** DynamoDB takes at most 100 actions per transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

interface CancellationReason {
  Code?: string;
}
type TransactionError = Error & { CancellationReasons?: CancellationReason[] };

/** A conditional write found the item not as it required. */
export const isConditionFailure = (error: unknown) =>
  (error as Error)?.name === 'ConditionalCheckFailedException';

/** A transaction was cancelled (a failed condition, or contention). */
export const isCancelledTransaction = (error: unknown): error is TransactionError =>
  (error as Error)?.name === 'TransactionCanceledException';

/** The positions of the actions whose condition failed in a cancelled transaction. */
export function failedConditions(error: unknown): Set<number> {
  if (!isCancelledTransaction(error)) return new Set();
  const failed = new Set<number>();
  for (const [index, reason] of (error.CancellationReasons ?? []).entries()) {
    if (reason.Code === 'ConditionalCheckFailed') failed.add(index);
  }
  return failed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a transaction, retrying a few times when DynamoDB cancels it only because another
 * transaction was touching the same items at that moment (not a failed condition).
 */
export async function transact(items: TransactItem[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const reasons = isCancelledTransaction(error) ? (error.CancellationReasons ?? []) : [];
      const onlyContention =
        reasons.some((r) => r.Code === 'TransactionConflict') &&
        !reasons.some((r) => r.Code === 'ConditionalCheckFailed');
      const contended = onlyContention || (error as Error)?.name === 'TransactionConflictException';
      if (!contended || attempt >= 4) throw error;
      await sleep(20 * 2 ** attempt + Math.random() * 40);
    }
  }
}

export type WriteRequest = NonNullable<
  ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']
>[string][number];

/** Unconditional puts and deletes, 25 per request, retrying what DynamoDB left unprocessed. */
export async function batchWrite(requests: WriteRequest[]): Promise<void> {
  await Promise.all(
    chunk(requests, 25).map(async (batch) => {
      let pending: WriteRequest[] = batch;
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 0) await sleep(Math.min(1000, 50 * 2 ** attempt));
        if (attempt > 8) throw new Error('DynamoDB kept unprocessed items of a batch write');
        const { UnprocessedItems } = await db.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
        );
        pending = (UnprocessedItems?.[tableName] as WriteRequest[] | undefined) ?? [];
      }
    }),
  );
}
