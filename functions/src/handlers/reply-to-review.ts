import * as routes from '@catania/shared/api/routes/reviews';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';
import { replyToReview } from '../reviews/reviews';

/** PUT /api/admin/reviews/{id}/reply: the owner's public reply (empty removes it). */
export const handler = httpHandler(routes.replyToReview, ({ params, body }) =>
  replyToReview(pathParam(params.id), body.text),
);
