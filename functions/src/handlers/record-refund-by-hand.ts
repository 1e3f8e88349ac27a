import * as routes from '@catania/shared/api/routes/planning';
import { BOOKING_NOT_FOUND } from '../bookings/booking-repo';
import { recordRefundByHand } from '../bookings/owner-decisions';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';

/** POST /api/admin/bookings/{id}/refund-by-hand: 'Rimborso eseguito' on a booking paid offline. */
export const handler = httpHandler(routes.recordRefundByHand, async ({ params }) => {
  if (!params.id) throw notFound(BOOKING_NOT_FOUND);
  return recordRefundByHand(pathParam(params.id));
});
