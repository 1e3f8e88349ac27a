import * as routes from '@catania/shared/api/routes/extras';
import { BOOKING_NOT_FOUND } from '../bookings/booking-repo';
import { removeLateCheckout } from '../bookings/late-checkout-removal';
import { forAdmin } from '../bookings/owner-decisions';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';

/** POST /api/admin/bookings/{id}/late-checkout-removal: the day free again; refunded, or not. */
export const handler = httpHandler(routes.removeBookingLateCheckout, async ({ params, body }) => {
  if (!params.id) throw notFound(BOOKING_NOT_FOUND);
  const booking = await removeLateCheckout(pathParam(params.id), body);
  return { success: true as const, booking: forAdmin(booking) };
});
