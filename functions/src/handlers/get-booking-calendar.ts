import * as routes from '@catania/shared/api/routes/bookings';
import { guestStayCalendar } from '../bookings/guest-calendar';
import { httpHandler } from '../http/handler';
import { icsResponse } from '../http/respond';

/** GET /api/bookings/{id}/calendar?token=: the guest's stay as an .ics file to add to a calendar. */
export const handler = httpHandler(routes.getBookingCalendar, async ({ params, query }) => {
  const calendar = await guestStayCalendar(params.id, query.token);
  return icsResponse(calendar.ics, calendar.filename, 'attachment');
});
