import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/writes';

/** A one-time sign-in link, stored under the digest of its token, its expiry as the TTL. */
export async function putLoginLink(hash: string, expiresAt: number): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.loginLink(hash), entity: 'loginLink', expiresAt },
    }),
  );
}

/**
 * Uses a link up: deleted only if it exists and has not expired, atomically, so of two clicks
 * (or a leaked copy) one signs in. False when it was unknown, used or expired.
 */
export async function consumeLoginLink(hash: string, now: Date): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.loginLink(hash),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
