import { createHash, createHmac, randomUUID } from 'node:crypto';
import { REVIEWS_EDGE_CACHE } from '@catania/shared/api/edge-cache';
import { SignatureV4 } from '@smithy/signature-v4';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * GET /api/reviews is cached at the edge for a few minutes (REVIEWS_EDGE_CACHE); when what is
 * published changes, the cached answers are dropped at once with a CloudFront invalidation of
 * the route's paths (any query string). CloudFront's API is called directly, signed with the
 * function's own credentials (SigV4), rather than through another SDK in the bundle.
 */

/** node:crypto as the signer's hash (the SDK's own is a browser build). */
type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

class NodeSha256 {
  private readonly hash;
  constructor(secret?: Data) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: Data) {
    this.hash.update(bytes(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const invalidationBody = (paths: readonly string[], reference: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Paths><Quantity>${paths.length}</Quantity><Items>${paths.map((p) => `<Path>${p}</Path>`).join('')}</Items></Paths><CallerReference>${reference}</CallerReference></InvalidationBatch>`;

/**
 * Drops the edge's copies of the published reviews. A failure is logged, never thrown: the
 * owner's decision is stored, and the copies expire on their own within the cache's minutes.
 */
export async function invalidatePublishedReviews(): Promise<void> {
  const distribution = env.EDGE_DISTRIBUTION_ID;
  if (!distribution) return;
  try {
    const endpoint = new URL(
      `/2020-05-31/distribution/${encodeURIComponent(distribution)}/invalidation`,
      env.CLOUDFRONT_ENDPOINT,
    );
    const body = invalidationBody(REVIEWS_EDGE_CACHE.invalidationPaths, randomUUID());
    const signer = new SignatureV4({
      service: 'cloudfront',
      region: 'us-east-1',
      sha256: NodeSha256,
      credentials: {
        accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
        ...(process.env.AWS_SESSION_TOKEN ? { sessionToken: process.env.AWS_SESSION_TOKEN } : {}),
      },
    });
    const signed = await signer.sign({
      method: 'POST',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
      path: endpoint.pathname,
      headers: { host: endpoint.host, 'content-type': 'text/xml' },
      body,
    });
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: signed.headers,
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`CloudFront answered ${response.status}`);
  } catch (error) {
    logger.warn('reviews: edge invalidation failed (the cached copies expire on their own)', {
      error,
    });
  }
}
