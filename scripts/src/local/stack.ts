import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScryptCost } from '@catania/functions/auth/password';
import { type StripeEmulator, startStripeEmulator } from '@catania/stripe-emulator';
import { type LocalAdmin, localAdminCredentials } from './admin-credentials';
import {
  type AlloggiatiEmulator,
  alloggiatiEnv,
  LOCAL_ALLOGGIATI_ACCOUNT,
  startAlloggiatiEmulator,
} from './alloggiati-emulator/index';
import { ensureTable, LOCAL_AWS_ENV, type LocalDynamo, startDynamo } from './dynamodb';
import { createGateway } from './gateway';
import {
  LOCAL_OSSERVATORIO_ACCOUNT,
  type OsservatorioEmulator,
  osservatorioEnv,
  startOsservatorioEmulator,
} from './osservatorio-emulator/index';
import { type S3Emulator, startS3Emulator } from './s3-emulator';
import { type SesEmulator, startSesEmulator } from './ses-emulator';

export const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
export const DEFAULT_WEB_DIR = join(REPO_ROOT, 'web', 'dist');

export interface StackOptions {
  port: number;
  /** Where DynamoDB Local keeps its data; in memory when absent. */
  dataDir?: string;
  webDir?: string;
  tableName?: string;
  logLevel?: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
  /** Ports of the Stripe and SES emulators (0 or absent: any free port). */
  stripePort?: number;
  sesPort?: number;
  /** Port of the Alloggiati Web emulator (0 or absent: any free port). */
  alloggiatiPort?: number;
  /** Port of the Region's statistics emulator (0 or absent: any free port). */
  osservatorioPort?: number;
  /** Checkout sessions expire this many seconds after creation (browser tests of expiry). */
  stripeExpireSeconds?: number;
  /**
   * The scrypt cost of the admin hash made from ADMIN_PASSWORD (production's when absent): the
   * browser tests sign in dozens of times, each at this cost.
   */
  adminScryptCost?: ScryptCost;
}

export interface LocalStack {
  url: string;
  dynamo: LocalDynamo;
  server: Server;
  stripe: StripeEmulator;
  ses: SesEmulator;
  /** Alloggiati Web (the police's web service), with the local structure's account. */
  alloggiati: AlloggiatiEmulator;
  /** The Region's tourism statistics (Osservatorio Turistico), with the local structure. */
  osservatorio: OsservatorioEmulator;
  /** S3 and CloudFront for the owner's photos and publishing (the site bucket is webDir). */
  s3: S3Emulator;
  /** The admin sign-in (from ADMIN_USERNAME/ADMIN_PASSWORD, else generated). */
  admin: LocalAdmin;
  stop(): Promise<void>;
}

/** The buckets the S3 emulator plays (functions/src/site). */
export const LOCAL_BUCKETS = { site: 'catania-site', uploads: 'catania-uploads' } as const;

/** The secret key of the local stack's Stripe account (any sk_test_ key opens one). */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_catania_centro';

/**
 * The settings that point the functions' payment and mail adapters at the emulators: the Stripe
 * SDK's host/port/protocol and keys, the AWS SDK's own SES endpoint setting.
 */
export function emulatorEnv(
  stripe: StripeEmulator,
  ses: SesEmulator,
  keys: { secretKey: string; webhookSecret: string },
): Record<string, string> {
  return {
    ...stripe.sdkEnv,
    ...ses.sdkEnv,
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
  };
}

/**
 * Sets the environment the deployed functions read, pointed at the local services. The functions
 * are imported only after this, so their start-up config check sees it.
 */
export function configureFunctions(
  options: Pick<StackOptions, 'tableName' | 'logLevel'>,
  dynamoEndpoint: string,
  url: string,
  extra: Record<string, string> = {},
) {
  Object.assign(process.env, LOCAL_AWS_ENV, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    TABLE_NAME: options.tableName ?? 'catania-apartments',
    SITE_URL: url,
    LOG_LEVEL: options.logLevel ?? 'INFO',
    // CloudWatch metric lines (EMF) mean nothing without CloudWatch: not printed locally.
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...extra,
  });
}

/** Creates the table when missing and seeds it; the functions' config must already be set. */
export async function prepareTable(endpoint: string, tableName: string): Promise<void> {
  await ensureTable(endpoint, tableName);
  const { seedTable } = await import('@catania/functions/apartments/seed');
  await seedTable();
  const { seedImportedReviews } = await import('@catania/functions/reviews/seed');
  await seedImportedReviews();
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
  const [dynamo, stripe, ses, alloggiati, osservatorio] = await Promise.all([
    startDynamo(options.dataDir ? { dataDir: options.dataDir } : {}),
    startStripeEmulator({
      port: options.stripePort ?? 0,
      ...(options.stripeExpireSeconds ? { expireAfterSeconds: options.stripeExpireSeconds } : {}),
    }),
    startSesEmulator({ port: options.sesPort ?? 0 }),
    startAlloggiatiEmulator({
      port: options.alloggiatiPort ?? 0,
      accounts: [LOCAL_ALLOGGIATI_ACCOUNT],
    }),
    startOsservatorioEmulator({
      port: options.osservatorioPort ?? 0,
      accounts: [LOCAL_OSSERVATORIO_ACCOUNT],
    }),
  ]);
  const url = `http://localhost:${options.port}`;
  const webDir = options.webDir ?? DEFAULT_WEB_DIR;
  // The site bucket is the folder the gateway serves; the originals wait beside the data.
  const uploadsDir = options.dataDir
    ? join(options.dataDir, 'uploads')
    : mkdtempSync(join(tmpdir(), 'catania-uploads-'));
  let siteChanged = (_key: string) => {};
  const s3 = await startS3Emulator({
    buckets: { [LOCAL_BUCKETS.site]: webDir, [LOCAL_BUCKETS.uploads]: uploadsDir },
    onChange: (bucket, key) => {
      if (bucket === LOCAL_BUCKETS.site) siteChanged(key);
    },
  });
  const stopEmulators = () =>
    Promise.all([
      dynamo.stop(),
      stripe.stop(),
      ses.stop(),
      alloggiati.stop(),
      osservatorio.stop(),
      s3.stop(),
    ]);
  try {
    const webhookSecret = stripe.registerWebhook(
      LOCAL_STRIPE_SECRET_KEY,
      `${url}/api/stripe/webhook`,
    );
    const admin = await localAdminCredentials(process.env, options.adminScryptCost);
    configureFunctions(options, dynamo.endpoint, url, {
      ...emulatorEnv(stripe, ses, { secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret }),
      ...alloggiatiEnv(alloggiati, LOCAL_ALLOGGIATI_ACCOUNT),
      ...osservatorioEnv(osservatorio, LOCAL_OSSERVATORIO_ACCOUNT),
      ...admin.env,
      ...s3.sdkEnv,
      SITE_BUCKET: LOCAL_BUCKETS.site,
      UPLOADS_BUCKET: LOCAL_BUCKETS.uploads,
    });
    await prepareTable(dynamo.endpoint, process.env.TABLE_NAME as string);
    const server = createGateway({
      webDir,
      uploadsOrigin: `${s3.url}/${LOCAL_BUCKETS.uploads}`,
    });
    siteChanged = server.siteChanged;
    await listen(server, options.port);
    return {
      url,
      dynamo,
      server,
      stripe,
      ses,
      alloggiati,
      osservatorio,
      s3,
      admin,
      stop: async () => {
        await closeServer(server);
        await stopEmulators();
      },
    };
  } catch (error) {
    await stopEmulators();
    throw error;
  }
}
