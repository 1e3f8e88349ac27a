import * as routes from '@catania/shared/api/routes/reviews';
import { httpHandler } from '../http/handler';
import { reviewLinkView } from '../reviews/review-links';

/** GET /api/review-links/{token}: the stay a personal review link is for, if it still opens. */
export const handler = httpHandler(routes.getReviewLink, ({ params }) =>
  reviewLinkView(params.token),
);
