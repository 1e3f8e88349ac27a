import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { todayInRome } from '@catania/shared/domain/dates';
import { localDynamoClient } from '../local/dynamodb';
import { freePort } from '../local/ports';
import { startLocalStack } from '../local/stack';
import { buildDataset, writeDataset } from './dataset';

/**
 * The stack under benchmark, in its own process so the load generator does not share its event
 * loop. It loads the two-year data set, counts the DynamoDB requests the handlers make, and
 * answers the parent over IPC.
 */
const port = await freePort();
// The load comes from one loopback address standing for many guests: no abuse limits.
process.env.ABUSE_LIMITS ??= 'off';
const stack = await startLocalStack({ port, logLevel: 'ERROR' });
const tableName = process.env.TABLE_NAME as string;
const items = buildDataset(todayInRome());
await writeDataset(
  DynamoDBDocumentClient.from(localDynamoClient(stack.dynamo.endpoint)),
  tableName,
  items,
);

// The handlers' own client: count every request it sends.
const { db } = await import('@catania/functions/lib/db');
let dynamoRequests = 0;
db.middlewareStack.add(
  (next) => async (args) => {
    dynamoRequests++;
    return next(args);
  },
  { step: 'initialize', name: 'benchRequestCounter' },
);

process.on('message', (message: { type: string }) => {
  if (message.type === 'count') process.send?.({ type: 'count', value: dynamoRequests });
  if (message.type === 'stop') void stack.stop().then(() => process.exit(0));
});
process.send?.({
  type: 'ready',
  url: stack.url,
  dynamoEndpoint: stack.dynamo.endpoint,
  sesUrl: stack.ses.url,
  stripeUrl: stack.stripe.url,
  tableName,
  items: items.length,
});
