import * as routes from '@catania/shared/api/routes/extras';
import { buyExtras } from '../bookings/extras';
import { httpHandler } from '../http/handler';

/** POST /api/bookings/{id}/extras?token=: the chosen extras, priced here; Stripe's page. */
export const handler = httpHandler(routes.buyBookingExtras, async ({ params, query, body }) =>
  buyExtras(params.id, query.token, body.items),
);
