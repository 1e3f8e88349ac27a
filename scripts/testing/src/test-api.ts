import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import './vitest-context';
import { createGateway } from '@catania/scripts/local/gateway';
import { type S3Emulator, startS3Emulator } from '@catania/scripts/local/s3-emulator';
import {
  closeServer,
  configureFunctions,
  LOCAL_BUCKETS,
  listen,
  prepareTable,
} from '@catania/scripts/local/stack';
import { VIEWER_ADDRESS_HEADER } from '@catania/shared/api/edge-headers';
import { checkResponseContract } from './response-contract';
import { registerTestStripeAccount, type TestStripeAccount } from './stripe-account';

export interface TestApi {
  url: string;
  tableName: string;
  /** This file's own account in the run's Stripe emulator, its webhooks sent to this API. */
  stripe: TestStripeAccount;
  /** The run's SES emulator (shared: tell mails apart by recipient). */
  sesUrl: string;
  /**
   * fetch against the API: `api.fetch('/api/apartments')`. A 2xx answer that does not match its
   * route's response schema throws (response-contract.ts).
   */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The S3 and CloudFront emulator, when the test asked for a site bucket. */
  s3?: S3Emulator;
  /** POST a JSON body. */
  post(path: string, body: unknown, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * The API as deployed, for one test file: a fresh seeded table in the run's DynamoDB Local and
 * the gateway on a free port, dispatching API Gateway v2 events to the real handlers.
 * Call in `beforeAll`, before importing any functions module that reads the config. The
 * functions log nothing unless `logLevel` asks (a test that reads the logs).
 */
export async function startTestApi(
  options: {
    logLevel?: 'DEBUG' | 'INFO' | 'SILENT';
    /** Abuse limits on: only where a test is about them (a test is one address for many guests). */
    abuseLimits?: boolean;
    /**
     * A folder that plays the site bucket (served by the gateway, written by a publish), with
     * the S3 and CloudFront emulator: the tests of the owner's photos and publishing.
     */
    siteBucket?: string;
  } = {},
): Promise<TestApi> {
  const endpoint = inject('dynamoEndpoint');
  const tableName = `test-${randomUUID()}`;
  // The gateway imports handlers only on their first request, so it can listen before the
  // functions' config is set, and the config can carry the real URL.
  const s3 = options.siteBucket
    ? await startS3Emulator({
        buckets: {
          [LOCAL_BUCKETS.site]: options.siteBucket,
          [LOCAL_BUCKETS.uploads]: mkdtempSync(join(tmpdir(), 'catania-uploads-')),
        },
        onChange: (bucket, key) => {
          if (bucket === LOCAL_BUCKETS.site) server.siteChanged(key);
        },
      })
    : undefined;
  const server = createGateway({
    webDir: options.siteBucket ?? '/nonexistent',
    ...(s3 ? { uploadsOrigin: `${s3.url}/${LOCAL_BUCKETS.uploads}` } : {}),
    // A test stands in for many viewers: the address it names, as CloudFront would report it.
    viewerAddress: (request) =>
      String(request.headers[VIEWER_ADDRESS_HEADER] ?? `${request.socket.remoteAddress}:0`),
  });
  const port = await listen(server, 0);
  const url = `http://127.0.0.1:${port}`;
  const stripe = await registerTestStripeAccount(
    inject('stripeEmulatorUrl'),
    `${url}/api/stripe/webhook`,
    `sk_test_${randomBytes(12).toString('hex')}`,
  );
  const sesUrl = inject('sesEmulatorUrl');
  configureFunctions({ tableName, logLevel: options.logLevel ?? 'SILENT' }, endpoint, url, {
    ...stripe.sdkEnv,
    AWS_ENDPOINT_URL_SES: sesUrl.replace('localhost', '127.0.0.1'),
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    ABUSE_LIMITS: options.abuseLimits ? 'on' : 'off',
    ...(s3
      ? {
          ...s3.sdkEnv,
          SITE_BUCKET: LOCAL_BUCKETS.site,
          UPLOADS_BUCKET: LOCAL_BUCKETS.uploads,
        }
      : {}),
  });
  await prepareTable(endpoint, tableName);
  // Every successful answer is held to its route's response schema on the way.
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${url}${path}`, init);
    await checkResponseContract(init?.method ?? 'GET', path, response);
    return response;
  };
  return {
    url,
    tableName,
    stripe,
    sesUrl,
    ...(s3 ? { s3 } : {}),
    fetch: call,
    post: (path, body, init) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
        body: JSON.stringify(body),
        ...init,
      }),
    stop: async () => {
      await closeServer(server);
      await s3?.stop();
    },
  };
}
