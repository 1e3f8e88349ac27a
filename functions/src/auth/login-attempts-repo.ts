import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/**
 * Sign-in attempts of one user from one address, one known browser (`device:<digest>`), or all
 * addresses (`*`) in the current window. Counted before the password is checked, and cleared by a
 * successful sign-in: so `failures` is the attempts that did not sign in (or have not yet).
 */
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
 * Takes one attempt of at most `max` in the window, atomically, before the password is checked:
 * a burst of parallel requests gets no more than `max` between them. A window older than
 * `windowMs` starts again. Answers the count with this attempt, or undefined when the window is
 * full (with its start, for the wait).
 */
export async function takeAttempt(
  username: string,
  address: string,
  options: { now: Date; windowMs: number; max: number },
): Promise<{ taken: true; attempts: LoginAttempts } | { taken: false; windowStart: number }> {
  const { now, windowMs, max } = options;
  const key = keys.loginAttempts(username, address);
  const expiresAt = Math.ceil((now.getTime() + windowMs) / 1000) + 60;
  const windowOpen = now.getTime() - windowMs;
  // A racer may open the window between the two steps: then the count is tried again, so a burst
  // on an empty count is counted up to the limit, never refused early.
  for (let round = 0; round < 3; round++) {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET failures = failures + :one, lastFailureAt = :now',
          // Only within an open window with room left; anything else is decided below.
          ConditionExpression: 'windowStart > :windowOpen AND failures < :max',
          ExpressionAttributeValues: {
            ':one': 1,
            ':now': now.getTime(),
            ':windowOpen': windowOpen,
            ':max': max,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { taken: true, attempts: attemptsOf(Attributes ?? {}) };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      // No window, or an expired one: this attempt opens a new one (unless a racer just did).
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
          ConditionExpression: 'attribute_not_exists(pk) OR windowStart <= :windowOpen',
          ExpressionAttributeValues: { ':windowOpen': windowOpen },
        }),
      );
      return {
        taken: true,
        attempts: { failures: 1, windowStart: now.getTime(), lastFailureAt: now.getTime() },
      };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const current = await getLoginAttempts(username, address);
    if (current && current.windowStart > windowOpen && current.failures >= max) {
      return { taken: false, windowStart: current.windowStart };
    }
  }
  // Still contended after three rounds: refused, nothing counted.
  return { taken: false, windowStart: now.getTime() };
}

/**
 * Takes the next attempt of a user over all addresses only if `seen` is still the count (an
 * optimistic lock: of racing attempts one passes, the others are told to wait). False when
 * another attempt came first.
 */
export async function takeAttemptIfUnchanged(
  username: string,
  address: string,
  seen: LoginAttempts | undefined,
  next: LoginAttempts,
  expiresAt: number,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.loginAttempts(username, address),
          entity: 'loginAttempts',
          ...next,
          expiresAt,
        },
        ConditionExpression: seen
          ? 'failures = :failures AND lastFailureAt = :last'
          : 'attribute_not_exists(pk)',
        ...(seen
          ? {
              ExpressionAttributeValues: {
                ':failures': seen.failures,
                ':last': seen.lastFailureAt,
              },
            }
          : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function clearLoginAttempts(username: string, address: string): Promise<void> {
  await db.send(
    new DeleteCommand({ TableName: tableName, Key: keys.loginAttempts(username, address) }),
  );
}
