import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/** Failed logins of one user from one address (or from all, address `*`) in the current window. */
export interface LoginAttempts {
  failures: number;
  /** Epoch milliseconds of the window's first failure. */
  windowStart: number;
  /** Epoch milliseconds of the latest failure. */
  lastFailureAt: number;
}

const attemptsOf = (item: Record<string, unknown>): LoginAttempts => ({
  failures: Number(item.failures ?? 0),
  windowStart: Number(item.windowStart ?? 0),
  lastFailureAt: Number(item.lastFailureAt ?? item.windowStart ?? 0),
});

export async function getLoginAttempts(
  username: string,
  address: string,
): Promise<LoginAttempts | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.loginAttempts(username, address),
      ConsistentRead: true,
    }),
  );
  return Item ? attemptsOf(Item) : undefined;
}

/**
 * Counts one failure atomically and answers the new count. A window older than `windowMs`
 * starts again from this failure.
 */
export async function recordLoginFailure(
  username: string,
  address: string,
  now: Date,
  windowMs: number,
): Promise<LoginAttempts> {
  const key = keys.loginAttempts(username, address);
  const expiresAt = Math.ceil((now.getTime() + windowMs) / 1000) + 60;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression:
          'SET failures = if_not_exists(failures, :zero) + :one, windowStart = if_not_exists(windowStart, :now), lastFailureAt = :now, expiresAt = if_not_exists(expiresAt, :expires), entity = :entity',
        // Only adds to a window still open; an expired one is restarted below.
        ConditionExpression: 'attribute_not_exists(pk) OR windowStart > :windowOpen',
        ExpressionAttributeValues: {
          ':zero': 0,
          ':one': 1,
          ':now': now.getTime(),
          ':expires': expiresAt,
          ':entity': 'loginAttempts',
          ':windowOpen': now.getTime() - windowMs,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return attemptsOf(Attributes ?? {});
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...key,
          entity: 'loginAttempts',
          failures: 1,
          windowStart: now.getTime(),
          lastFailureAt: now.getTime(),
          expiresAt,
        },
      }),
    );
    return { failures: 1, windowStart: now.getTime(), lastFailureAt: now.getTime() };
  }
}

export async function clearLoginAttempts(username: string, address: string): Promise<void> {
  await db.send(
    new DeleteCommand({ TableName: tableName, Key: keys.loginAttempts(username, address) }),
  );
}
