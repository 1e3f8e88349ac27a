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
function configureFunctions(options: StackOptions, dynamo: LocalDynamo, url: string) {
  Object.assign(process.env, LOCAL_AWS_ENV, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    TABLE_NAME: options.tableName ?? 'catania-apartments',
    SITE_URL: url,
    LOG_LEVEL: options.logLevel ?? 'INFO',
  });
}

/** DynamoDB Local with the table created and seeded, and the gateway serving web and /api. */
export async function startLocalStack(options: StackOptions): Promise<LocalStack> {
  const dynamo = await startDynamo(options.dataDir ? { dataDir: options.dataDir } : {});
  const url = `http://localhost:${options.port}`;
  try {
    configureFunctions(options, dynamo, url);
    await ensureTable(dynamo.endpoint, process.env.TABLE_NAME as string);
    const { seedTable } = await import('@catania/functions/data/seed');
    await seedTable();
    const server = createGateway({ webDir: options.webDir ?? DEFAULT_WEB_DIR });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, resolve);
    });
    return {
      url,
      dynamo,
      server,
      stop: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await dynamo.stop();
      },
    };
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
}
