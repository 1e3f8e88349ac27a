import { randomUUID } from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { REVIEWS_EDGE_CACHE } from '@catania/shared/api/edge-cache';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * GET /api/reviews is cached at the edge for a few minutes (REVIEWS_EDGE_CACHE); when what is
 * published changes, the cached answers are dropped at once with a CloudFront invalidation of
 * the route's paths (any query string). The AWS SDK ships with the Lambda runtime (the bundles
 * keep it external), so the client costs the bundle nothing.
 */
let client: CloudFrontClient | undefined;
const cloudFront = () => {
  client ??= new CloudFrontClient({
    region: 'us-east-1',
    endpoint: env.CLOUDFRONT_ENDPOINT,
    maxAttempts: 2,
  });
  return client;
};

/**
 * Drops the edge's copies of the published reviews. A failure is logged, never thrown: the
 * owner's decision is stored, and the copies expire on their own within the cache's minutes.
 */
export async function invalidatePublishedReviews(): Promise<void> {
  const distribution = env.EDGE_DISTRIBUTION_ID;
  if (!distribution) return;
  const paths = REVIEWS_EDGE_CACHE.invalidationPaths;
  try {
    await cloudFront().send(
      new CreateInvalidationCommand({
        DistributionId: distribution,
        InvalidationBatch: {
          CallerReference: randomUUID(),
          Paths: { Quantity: paths.length, Items: [...paths] },
        },
      }),
      { abortSignal: AbortSignal.timeout(5000) },
    );
  } catch (error) {
    logger.warn('reviews: edge invalidation failed (the cached copies expire on their own)', {
      error,
    });
  }
}
