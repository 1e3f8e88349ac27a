import type { Server } from 'node:http';
import { join } from 'node:path';
import { ensureTable, LOCAL_AWS_ENV, type LocalDynamo, startDynamo } from './dynamodb';
import { createGateway } from './gateway';

export const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
export const DEFAULT_WEB_DIR = join(REPO_ROOT, 'web', 'dist');

export interface StackOptions {
  port: number;
  /** Where DynamoDB Local keeps its data; in memory when absent. */
  dataDir?: string;
  webDir?: string;
  tableName?: string;
  logLevel?: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
}

export interface LocalStack {
  url: string;
  dynamo: LocalDynamo;
  server: Server;
  stop(): Promise<void>;
}

/**
 * Sets the environment the deployed functions read, pointed at the local services. The functions
 * are imported only after this, so their start-up config check sees it.
 */
export function configureFunctions(
  options: Pick<StackOptions, 'tableName' | 'logLevel'>,
  dynamoEndpoint: string,
  url: string,
) {
  Object.assign(process.env, LOCAL_AWS_ENV, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    TABLE_NAME: options.tableName ?? 'catania-apartments',
    SITE_URL: url,
    LOG_LEVEL: options.logLevel ?? 'INFO',
  });
}

/** Creates the table when missing and seeds it; the functions' config must already be set. */
export async function prepareTable(endpoint: string, tableName: string): Promise<void> {
  await ensureTable(endpoint, tableName);
  const { seedTable } = await import('@catania/functions/data/seed');
  await seedTable();
}

/** Starts the gateway on `port` (0: any free port) and resolves with the port it got. */
export async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** DynamoDB Local with the table created and seeded, and the gateway serving web and /api. */
export async function startLocalStack(options: StackOptions): Promise<LocalStack> {
  const dynamo = await startDynamo(options.dataDir ? { dataDir: options.dataDir } : {});
  const url = `http://localhost:${options.port}`;
  try {
    configureFunctions(options, dynamo.endpoint, url);
    await prepareTable(dynamo.endpoint, process.env.TABLE_NAME as string);
    const server = createGateway({ webDir: options.webDir ?? DEFAULT_WEB_DIR });
    await listen(server, options.port);
    return {
      url,
      dynamo,
      server,
      stop: async () => {
        await closeServer(server);
        await dynamo.stop();
      },
    };
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
}
