import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_VERIFY_HEADER } from '@catania/shared/api/edge-headers';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError } from './errors';

/**
 * The API answers only requests that came through CloudFront (product §10, client address):
 * CloudFront adds the origin-verify header with a secret value, so a call to the execute-api URL
 * itself is refused and cannot dodge the edge (its headers, its viewer address).
 *
 * The accepted values: ORIGIN_VERIFY_SECRET (the local gateway, which plays CloudFront, sets it),
 * else the Secrets Manager secret ORIGIN_VERIFY_SECRET_ARN, current and previous version, so a
 * rotation never refuses CloudFront while it moves to the new value (docs/operations.md).
 */
export const ORIGIN_NOT_VERIFIED = 'Richiesta non consentita: usa il sito.';

const CACHE_MS = 5 * 60_000;
/** A value we do not know may be a rotation we have not seen: look again, at most this often. */
const REFRESH_MS = 30_000;

let cache: { values: string[]; fetchedAt: number } | undefined;
let client: SecretsManagerClient | undefined;

async function secretStage(arn: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS') {
  client ??= new SecretsManagerClient({});
  try {
    const result = await client.send(
      new GetSecretValueCommand({ SecretId: arn, VersionStage: stage }),
    );
    return result.SecretString;
  } catch (error) {
    // A secret never rotated has no previous version.
    if ((error as Error).name === 'ResourceNotFoundException' && stage === 'AWSPREVIOUS') {
      return undefined;
    }
    throw error;
  }
}

async function acceptedValues(refresh: boolean): Promise<string[]> {
  const local = process.env.ORIGIN_VERIFY_SECRET;
  if (local) return [local];
  const arn = process.env.ORIGIN_VERIFY_SECRET_ARN;
  if (!arn) throw new Error('ORIGIN_VERIFY_SECRET or ORIGIN_VERIFY_SECRET_ARN must be set');
  const now = Date.now();
  const age = cache ? now - cache.fetchedAt : Number.POSITIVE_INFINITY;
  if (age > CACHE_MS || (refresh && age > REFRESH_MS)) {
    const values = await Promise.all([
      secretStage(arn, 'AWSCURRENT'),
      secretStage(arn, 'AWSPREVIOUS'),
    ]);
    cache = { values: values.filter((v): v is string => Boolean(v)), fetchedAt: now };
  }
  return cache?.values ?? [];
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

async function isOriginSecret(value: string): Promise<boolean> {
  if ((await acceptedValues(false)).some((v) => sameText(v, value))) return true;
  return (await acceptedValues(true)).some((v) => sameText(v, value));
}

const verified = new WeakSet<APIGatewayProxyEventV2>();

/** The first middleware of every route: 403 unless the request carries the origin secret. */
export function originVerify(): MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2
> {
  return {
    before: async ({ event }) => {
      const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
      if (!presented || !(await isOriginSecret(presented))) {
        throw new HttpError(403, 'origin_not_verified', ORIGIN_NOT_VERIFIED);
      }
      // The handler, its logs and its errors never see the secret.
      delete event.headers[ORIGIN_VERIFY_HEADER];
      verified.add(event);
    },
  };
}

/** Whether this request proved it came through CloudFront (the middleware above admitted it). */
export function isOriginVerified(event: APIGatewayProxyEventV2): boolean {
  return verified.has(event);
}
