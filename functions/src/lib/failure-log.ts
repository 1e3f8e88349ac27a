import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db';
import { fromItem } from './items';
import { keys } from './keys';
import { logger } from './logger';

/**
 * The last failures, for the owner's 'Stato del sistema': a feed that stopped syncing, a mail that
 * will not arrive, a Stripe webhook refused or failed, a job that failed. One item per failure
 * (a feed failing again and again is one failure, recorded when it starts), kept 30 days.
 * Recording never throws: a failure log that fails must not turn a handled failure into a crash.
 */
export type FailureSource = 'calendar-sync' | 'mail' | 'stripe-webhook' | 'job';

export interface Failure {
  id: string;
  at: string;
  source: FailureSource;
  /** Italian, for the owner: what failed, and where. */
  message: string;
}

const RETENTION_SECONDS = 30 * 86_400;

export async function recordFailure(
  source: FailureSource,
  message: string,
  now = new Date(),
): Promise<void> {
  const failure: Failure = { id: randomUUID(), at: now.toISOString(), source, message };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.failure(failure.id),
          entity: 'failure',
          gsi2pk: keys.collections.failures,
          gsi2sk: `${failure.at}#${failure.id}`,
          expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
          ...failure,
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
  return Items.map((item) => fromItem<Failure>(item));
}
