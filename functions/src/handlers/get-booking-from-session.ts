import { routes } from '@catania/shared/api/routes';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { BOOKING_NOT_FOUND_MESSAGE, bookingFromSession } from '../services/booking';

/** GET /api/bookings/from-session/{sessionId}: the booking paid through that Stripe session. */
export const handler = httpHandler(routes.getBookingFromSession, async ({ params }) => {
  if (!params.sessionId) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return bookingFromSession(decodeURIComponent(params.sessionId));
});
