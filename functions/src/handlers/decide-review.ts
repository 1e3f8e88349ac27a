import * as routes from '@catania/shared/api/routes/reviews';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';
import { decideReview } from '../reviews/reviews';

/** POST /api/admin/reviews/{id}/decision: publish, or hide with a reason of the fixed list. */
export const handler = httpHandler(routes.decideReview, ({ params, body }) =>
  decideReview(pathParam(params.id), body),
);
