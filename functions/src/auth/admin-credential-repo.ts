import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { keys } from '../lib/keys';

/** A password hash remade at sign-in, valid while the configured hash is still `replaces`. */
export interface UpgradedCredential {
  hash: string;
  /** SHA-256 of the configured hash it was made from: a new configured password wins. */
  replaces: string;
}

export async function getUpgradedCredential(): Promise<UpgradedCredential | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.adminCredential, ConsistentRead: true }),
  );
  return Item ? { hash: String(Item.hash), replaces: String(Item.replaces) } : undefined;
}

export async function putUpgradedCredential(credential: UpgradedCredential): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.adminCredential, entity: 'adminCredential', ...credential },
    }),
  );
}
