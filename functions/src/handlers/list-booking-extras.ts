import * as routes from '@catania/shared/api/routes/extras';
import { listExtras } from '../bookings/extras';
import { httpHandler } from '../http/handler';

/** GET /api/bookings/{id}/extras?token=&lang=: what the guest can add now, and what was added. */
export const handler = httpHandler(routes.listBookingExtras, async ({ params, query }) =>
  listExtras(params.id, query.token, query.lang),
);
