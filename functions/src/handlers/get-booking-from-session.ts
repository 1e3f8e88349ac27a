import { routes } from '@catania/shared/api/routes';
import { bookingFromSession } from '../bookings/guest-view';
import { httpHandler } from '../http/handler';

/** GET /api/bookings/from-session/{sessionId}: the booking paid through that Stripe session. */
export const handler = httpHandler(routes.getBookingFromSession, async ({ params }) =>
  bookingFromSession(params.sessionId && decodeURIComponent(params.sessionId)),
);
