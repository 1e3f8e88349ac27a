import * as routes from '@catania/shared/api/routes/reviews';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';
import { importReview } from '../reviews/reviews';

/** POST /api/admin/reviews: a review the owner copies from Airbnb or Booking.com. */
export const handler = httpHandler(routes.importReview, async ({ body }) =>
  respond(201, await importReview(body)),
);
