import { REVIEWS_EDGE_CACHE } from '@catania/shared/api/edge-cache';
import { invalidateEdgePaths } from '../lib/edge-invalidation';
import { logger } from '../lib/logger';

/**
 * GET /api/reviews is cached at the edge for a few minutes (REVIEWS_EDGE_CACHE); when what is
 * published changes, the cached answers are dropped at once with a CloudFront invalidation of
 * the route's paths (any query string).
 */

/**
 * Drops the edge's copies of the published reviews. A failure is logged, never thrown: the
 * owner's decision is stored, and the copies expire on their own within the cache's minutes.
 */
export async function invalidatePublishedReviews(): Promise<void> {
  try {
    await invalidateEdgePaths(REVIEWS_EDGE_CACHE.invalidationPaths);
  } catch (error) {
    logger.warn('reviews: edge invalidation failed (the cached copies expire on their own)', {
      error,
    });
  }
}
