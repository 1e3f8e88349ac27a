import * as routes from '@catania/shared/api/routes/extras';
import { BOOKING_NOT_FOUND } from '../bookings/booking-repo';
import { decideDeposit } from '../bookings/extras-refunds';
import { forAdmin } from '../bookings/owner-decisions';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';

/** POST /api/admin/bookings/{id}/deposit: the owner's word on a deposit, returned or kept. */
export const handler = httpHandler(routes.decideBookingDeposit, async ({ params, body }) => {
  if (!params.id) throw notFound(BOOKING_NOT_FOUND);
  const booking = await decideDeposit(pathParam(params.id), body);
  return { success: true as const, booking: forAdmin(booking) };
});
