import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The DynamoDB operations that cannot change an item; any other one counts as a write. */
const READS = new Set([
  'GetItem',
  'BatchGetItem',
  'Query',
  'Scan',
  'TransactGetItems',
  'DescribeTable',
  'DescribeTimeToLive',
  'ListTables',
]);

type Attribute = { S?: string } | undefined;
type Item = Record<string, Attribute> | undefined;

interface WriteInput {
  Item?: Item;
  Key?: Item;
  TransactItems?: { Put?: { Item?: Item }; Update?: { Key?: Item }; Delete?: { Key?: Item } }[];
  RequestItems?: Record<string, { PutRequest?: { Item?: Item }; DeleteRequest?: { Key?: Item } }[]>;
}

/**
 * The partition keys a write request touches, as sent (marshalled), or undefined when its shape
 * does not say (a PartiQL statement, a table change): such a write is treated as touching anything.
 */
function partitionKeys(operation: string, input: WriteInput): (string | undefined)[] | undefined {
  const pk = (item: Item) => item?.pk?.S;
  switch (operation) {
    case 'PutItem':
      return [pk(input.Item)];
    case 'UpdateItem':
    case 'DeleteItem':
      return [pk(input.Key)];
    case 'TransactWriteItems':
      return (input.TransactItems ?? []).flatMap((entry) =>
        entry.Put
          ? [pk(entry.Put.Item)]
          : entry.Update
            ? [pk(entry.Update.Key)]
            : entry.Delete
              ? [pk(entry.Delete.Key)]
              : [],
      );
    case 'BatchWriteItem':
      return Object.values(input.RequestItems ?? {}).flatMap((requests) =>
        requests.map((request) => pk(request.PutRequest?.Item ?? request.DeleteRequest?.Key)),
      );
    default:
      return undefined;
  }
}

export interface TableWrites {
  /**
   * Whether, since the last call, the client sent a request that may have changed an item whose
   * partition key `exempt` does not match (attempted, whatever its outcome: a refused conditional
   * write counts too, which only costs a needless check).
   */
  takeChanged(): boolean;
}

/**
 * Watches every request a document client sends to DynamoDB (the requests still go to the real
 * table). A test that must prove "nothing was written" can skip reading the whole table when the
 * client the handlers use sent no write at all outside `exempt`.
 */
export function watchTableWrites(client: DynamoDBDocumentClient, exempt: RegExp): TableWrites {
  let changed = false;
  client.middlewareStack.add(
    (next) => async (args) => {
      // After serialization: the operation is in the request's target header, the input marshalled.
      const request = args.request as { headers?: Record<string, string> };
      const operation = String(request.headers?.['x-amz-target'] ?? '').split('.')[1] ?? '';
      if (!READS.has(operation)) {
        const keys = partitionKeys(operation, args.input as WriteInput);
        if (!keys || keys.some((key) => key === undefined || !exempt.test(key))) changed = true;
      }
      return next(args);
    },
    { step: 'build', name: 'testTableWriteWatch' },
  );
  return {
    takeChanged() {
      const was = changed;
      changed = false;
      return was;
    },
  };
}
