import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { keys } from '../lib/keys';

/** An admin session as stored: under the SHA-256 of its id, never the id itself. */
export interface AdminSessionRecord {
  username: string;
  csrfToken: string;
  createdAt: string;
  /** Epoch seconds: DynamoDB's TTL deletes it eventually, reads check it at once. */
  expiresAt: number;
}

export async function putSession(hash: string, session: AdminSessionRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.adminSession(hash), entity: 'adminSession', ...session },
      // A 256-bit random id never collides; refuse rather than overwrite if it somehow did.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The session if it exists and has not expired at `now` (TTL deletion lags by hours). */
export async function getSession(hash: string, now: Date): Promise<AdminSessionRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.adminSession(hash), ConsistentRead: true }),
  );
  if (!Item || Number(Item.expiresAt) * 1000 <= now.getTime()) return undefined;
  return {
    username: String(Item.username),
    csrfToken: String(Item.csrfToken),
    createdAt: String(Item.createdAt),
    expiresAt: Number(Item.expiresAt),
  };
}

export async function deleteSession(hash: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.adminSession(hash) }));
}
