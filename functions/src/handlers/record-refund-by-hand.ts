import * as routes from '@catania/shared/api/routes/planning';
import { recordRefundByHand } from '../bookings/owner-decisions';
import { httpHandler } from '../http/handler';

/** POST /api/admin/bookings/{id}/refund-by-hand: 'Rimborso eseguito' on a booking paid offline. */
export const handler = httpHandler(routes.recordRefundByHand, async ({ params }) => {
  return recordRefundByHand(params.id);
});
