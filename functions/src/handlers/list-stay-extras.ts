import * as routes from '@catania/shared/api/routes/extras';
import { requireApartmentId } from '../apartments/apartments';
import { listStayExtras } from '../bookings/stay-extras';
import { httpHandler } from '../http/handler';

/** GET /api/prices/{id}/extras?lang=: the extras a stay being booked can take, server-priced. */
export const handler = httpHandler(routes.listStayExtras, async ({ params, query }) =>
  listStayExtras(
    {
      apartmentId: requireApartmentId(params.id),
      checkIn: query.startDate,
      checkOut: query.endDate,
    },
    query.lang,
  ),
);
