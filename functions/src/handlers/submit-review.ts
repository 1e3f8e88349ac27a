import * as routes from '@catania/shared/api/routes/reviews';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';
import { submitReview } from '../reviews/review-links';

/** POST /api/review-links/{token}: the guest's review (once per stay), waiting for moderation. */
export const handler = httpHandler(routes.submitReview, async ({ params, query, body }) => {
  const review = await submitReview(params.token, body, query.lang);
  return respond(201, { success: true, id: review.id });
});
