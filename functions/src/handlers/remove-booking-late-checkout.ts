import * as routes from '@catania/shared/api/routes/extras';
import { removeLateCheckout } from '../bookings/late-checkout-removal';
import { forAdmin } from '../bookings/owner-decisions';
import { httpHandler } from '../http/handler';

/** POST /api/admin/bookings/{id}/late-checkout-removal: the day free again; refunded, or not. */
export const handler = httpHandler(routes.removeBookingLateCheckout, async ({ params, body }) => {
  const booking = await removeLateCheckout(params.id, body);
  return { success: true as const, booking: forAdmin(booking) };
});
