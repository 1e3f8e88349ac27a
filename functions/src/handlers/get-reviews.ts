import { REVIEWS_EDGE_CACHE } from '@catania/shared/api/edge-cache';
import * as routes from '@catania/shared/api/routes/reviews';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';
import { publishedReviews } from '../reviews/reviews';

/** GET /api/reviews?apartmentId=: the published reviews and their computed figures (edge-cached). */
export const handler = httpHandler(routes.getReviews, async ({ query }) =>
  respond(200, await publishedReviews(query.apartmentId), {
    headers: { 'cache-control': REVIEWS_EDGE_CACHE.cacheControl },
  }),
);
