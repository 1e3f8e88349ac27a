/**
 * API answers the edge may keep: the route sends this Cache-Control, CloudFront's API
 * cache policy honours it (infra/constructs/edge.ts), the local gateway plays the same cache, and
 * the function that changes what they show invalidates these paths (any query string).
 */
export const REVIEWS_EDGE_CACHE = {
  /** Browsers ask again each time; the edge keeps an answer five minutes at most. */
  cacheControl: 'public, max-age=0, s-maxage=300',
  invalidationPaths: ['/api/reviews*'],
} as const;
