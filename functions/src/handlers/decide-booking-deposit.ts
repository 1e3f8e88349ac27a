import * as routes from '@catania/shared/api/routes/extras';
import { decideDeposit } from '../bookings/extras-refunds';
import { forAdmin } from '../bookings/owner-decisions';
import { httpHandler } from '../http/handler';

/** POST /api/admin/bookings/{id}/deposit: the owner's word on a deposit, returned or kept. */
export const handler = httpHandler(routes.decideBookingDeposit, async ({ params, body }) => {
  const booking = await decideDeposit(params.id, body);
  return { success: true as const, booking: forAdmin(booking) };
});
