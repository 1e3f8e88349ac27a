import * as routes from '@catania/shared/api/routes/bookings';
import { bookingFromSession } from '../bookings/guest-view';
import { httpHandler } from '../http/handler';

/** GET /api/bookings/from-session/{sessionId}?token=: the booking paid through that session. */
export const handler = httpHandler(routes.getBookingFromSession, async ({ params, query }) =>
  bookingFromSession(params.sessionId, query.token),
);
