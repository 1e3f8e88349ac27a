import * as routes from '@catania/shared/api/routes/planning';
import { createOwnerBooking } from '../bookings/owner-bookings';
import { httpHandler } from '../http/handler';

/** POST /api/admin/bookings: a stay the owner agreed by phone or in person (link or paid outside). */
export const handler = httpHandler(routes.createOwnerBooking, ({ body }) =>
  createOwnerBooking(body),
);
