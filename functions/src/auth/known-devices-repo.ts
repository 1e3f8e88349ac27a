import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { keys } from '../lib/keys';

/** Stored under the digest of the device cookie's id, with its expiry as the TTL. */
export async function putKnownDevice(hash: string, expiresAt: number): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.knownDevice(hash), entity: 'knownDevice', expiresAt },
    }),
  );
}

export async function isKnownDevice(hash: string, now: Date): Promise<boolean> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.knownDevice(hash), ConsistentRead: true }),
  );
  return Boolean(Item) && Number(Item?.expiresAt) * 1000 > now.getTime();
}
