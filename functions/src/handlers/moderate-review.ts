import * as routes from '@catania/shared/api/routes/reviews';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';
import { moderateReview } from '../reviews/reviews';

/**
 * POST /api/admin/reviews: the owner's one write on reviews, by `action`: import a review from
 * another platform (201), or publish, hide with a reason, reply on one review (200).
 */
export const handler = httpHandler(routes.moderateReview, async ({ body }) =>
  respond(body.action === 'import' ? 201 : 200, await moderateReview(body)),
);
