import { paginateQuery, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db';
import { TABLE } from './table';

/** Attributes that exist only to place an item in the table or its indexes. */
const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi2pk', 'gsi2sk', 'expiresAt', 'entity'] as const;

/** The record an item stores, without its key attributes. */
export function fromItem<T>(item: Record<string, unknown>): T {
  const record: Record<string, unknown> = { ...item };
  for (const key of KEY_ATTRIBUTES) delete record[key];
  return record as T;
}

/** Every item a query matches, following DynamoDB's pages with the SDK's own paginator. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: db }, { ...input, TableName: tableName })) {
    items.push(...(page.Items ?? []));
  }
  return items;
}

/**
 * The items the byId index files under `lookup`: a record found by an id of its own while it
 * lives under a parent (a rule, a Stripe session's booking, a link token, an SES message id).
 */
export async function itemsByLookup(lookup: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'byId',
      KeyConditionExpression: `${TABLE.indexes.byId.partitionKey} = :lookup`,
      ExpressionAttributeValues: { ':lookup': lookup },
    }),
  );
  return Items;
}
