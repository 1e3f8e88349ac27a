import { routes } from '@catania/shared/api/routes';
import { httpHandler } from '../http/handler';
import { publicBookingById } from '../services/booking';

/** GET /api/bookings/{id}: that booking only (its id is random and unguessable); 404 otherwise. */
export const handler = httpHandler(routes.getBooking, async ({ params }) =>
  publicBookingById(params.id),
);
