import * as routes from '@catania/shared/api/routes/reviews';
import { httpHandler } from '../http/handler';
import { reviewsForOwner } from '../reviews/reviews';

/** Every review with its moderation log, newest first (the admin's Recensioni tab). */
export const handler = httpHandler(routes.listAdminReviews, () => reviewsForOwner());
