import { createHash } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db';
import { fromItem } from './items';
import { keys } from './keys';
import { logger } from './logger';

/**
 * The last failures, for the owner's 'Stato del sistema': a feed that stopped syncing, a mail that
 * will not arrive, a Stripe webhook refused or failed, a job that failed. One item per failure
 * (a feed failing again and again is one failure, recorded when it starts), kept 30 days.
 * The same failure again within the hour adds to its count rather than a new item: a stranger
 * posting forged webhooks by the thousand leaves one line, not a thousand items to store and read.
 * Recording never throws: a failure log that fails must not turn a handled failure into a crash.
 */
export type FailureSource = 'calendar-sync' | 'mail' | 'stripe-webhook' | 'job';

export interface Failure {
  id: string;
  at: string;
  source: FailureSource;
  /** Italian, for the owner: what failed, and where. */
  message: string;
  /** How many times it happened within the hour that ends at `at`. */
  occurrences: number;
}

const RETENTION_SECONDS = 30 * 86_400;
const SAME_FAILURE_WINDOW_MS = 3_600_000;

/** One id per failure (source and message) per hour. */
const failureId = (source: FailureSource, message: string, now: Date) =>
  createHash('sha256')
    .update(`${source}\n${message}\n${Math.floor(now.getTime() / SAME_FAILURE_WINDOW_MS)}`)
    .digest('base64url')
    .slice(0, 27);

export async function recordFailure(
  source: FailureSource,
  message: string,
  now = new Date(),
): Promise<void> {
  const id = failureId(source, message, now);
  const at = now.toISOString();
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.failure(id),
        // The latest occurrence dates the item, so the list shows it among the newest.
        UpdateExpression:
          'SET entity = :entity, id = :id, #source = :source, message = :message, #at = :at, gsi2pk = :collection, gsi2sk = :sortKey, expiresAt = :expiresAt ADD occurrences :one',
        ExpressionAttributeNames: { '#source': 'source', '#at': 'at' },
        ExpressionAttributeValues: {
          ':entity': 'failure',
          ':id': id,
          ':source': source,
          ':message': message,
          ':at': at,
          ':collection': keys.collections.failures,
          ':sortKey': `${at}#${id}`,
          ':expiresAt': Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
          ':one': 1,
        },
      }),
    );
  } catch (error) {
    logger.error('could not record a failure', { source, message, error });
  }
}

/** The most recent failures, newest first. */
export async function listRecentFailures(limit = 20): Promise<Failure[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byCollection',
      KeyConditionExpression: 'gsi2pk = :collection',
      ExpressionAttributeValues: { ':collection': keys.collections.failures },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  // Items written before the count existed stand for one occurrence.
  return Items.map((item) => {
    const failure = fromItem<Omit<Failure, 'occurrences'> & { occurrences?: number }>(item);
    return { ...failure, occurrences: failure.occurrences ?? 1 };
  });
}
