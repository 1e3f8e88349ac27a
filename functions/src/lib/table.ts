import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table's shape: the one definition that the local stack, the tests and the CDK app
 * all build from (docs/data-model.md explains every key and access pattern).
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes expired items (holds, admin sessions, login attempts). */
  ttlAttribute: 'expiresAt',
  indexes: {
    /** Finds an item by its own id when it lives under a parent (rule, Stripe session, feed). */
    byId: { partitionKey: 'gsi1pk' },
    /** Lists one kind of record newest first (bookings, contacts, calendars). */
    byCollection: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  },
} as const;

export function createTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      { AttributeName: 'gsi1pk', AttributeType: 'S' },
      { AttributeName: 'gsi2pk', AttributeType: 'S' },
      { AttributeName: 'gsi2sk', AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byId',
        KeySchema: [{ AttributeName: 'gsi1pk', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
      {
        IndexName: 'byCollection',
        KeySchema: [
          { AttributeName: 'gsi2pk', KeyType: 'HASH' },
          { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  };
}
