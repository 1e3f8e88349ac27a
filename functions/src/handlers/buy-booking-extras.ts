import * as routes from '@catania/shared/api/routes/extras';
import { buyExtras } from '../bookings/extras';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';

/** POST /api/bookings/{id}/extras?token=: the chosen extras, priced here; Stripe's page. */
export const handler = httpHandler(routes.buyBookingExtras, async ({ params, query, body }) =>
  buyExtras(pathParam(params.id), query.token, body.items),
);
