import * as routes from '@catania/shared/api/routes/bookings';
import { guestBookingById } from '../bookings/guest-view';
import { httpHandler } from '../http/handler';

/** GET /api/bookings/{id}?token=: that booking, to the holder of its guest link only; 404 otherwise. */
export const handler = httpHandler(routes.getBooking, async ({ params, query }) =>
  guestBookingById(params.id, query.token),
);
