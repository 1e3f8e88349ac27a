import { BatchGetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * Addresses SES reported as bouncing for good or complaining (marked as spam): the outbox sends
 * them nothing more (SES's own suppression list would drop it anyway, silently), and the admin
 * panel shows them. `SUPPRESSED#<address>` / `ADDRESS`, listed through byCollection.
 */
export interface Suppression {
  address: string;
  reason: 'bounce' | 'complaint';
  /** What the receiving server said (SES's diagnostic), or the complaint's type. */
  detail: string;
  at: string;
  /** The SES message that bounced or was complained about. */
  messageId?: string;
}

export async function putSuppression(suppression: Suppression): Promise<void> {
  const address = suppression.address.toLowerCase();
  await db.send(
    new PutCommand({
      TableName: tableName,
      // The latest report wins: the same address reported again only refreshes the record.
      Item: {
        ...keys.suppression(address),
        entity: 'suppression',
        gsi2pk: keys.collections.suppressions,
        gsi2sk: `${suppression.at}#${address}`,
        ...suppression,
        address,
      },
    }),
  );
}

/** The suppressions among `addresses` (none, usually). */
export async function suppressedAmong(addresses: readonly string[]): Promise<Suppression[]> {
  const unique = [...new Set(addresses.map((a) => a.toLowerCase()))];
  if (unique.length === 0) return [];
  // A mail has a handful of recipients: one batch, well under BatchGetItem's 100 keys.
  const { Responses } = await db.send(
    new BatchGetCommand({
      RequestItems: { [tableName]: { Keys: unique.map((address) => keys.suppression(address)) } },
    }),
  );
  return (Responses?.[tableName] ?? []).map((item) => fromItem<Suppression>(item));
}

/** Suppressed addresses, newest first. */
export async function listSuppressions(limit = 50): Promise<Suppression[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byCollection',
      KeyConditionExpression: 'gsi2pk = :collection',
      ExpressionAttributeValues: { ':collection': keys.collections.suppressions },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => fromItem<Suppression>(item));
}
