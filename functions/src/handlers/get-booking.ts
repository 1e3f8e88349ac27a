import { routes } from '@catania/shared/api/routes';
import { publicBookingById } from '../bookings/guest-view';
import { httpHandler } from '../http/handler';

/** GET /api/bookings/{id}: that booking only (its id is random and unguessable); 404 otherwise. */
export const handler = httpHandler(routes.getBooking, async ({ params }) =>
  publicBookingById(params.id),
);
