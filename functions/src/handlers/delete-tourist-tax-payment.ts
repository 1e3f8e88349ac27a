import * as routes from '@catania/shared/api/routes/checkin';
import { removeTaxPayment } from '../checkin/tax';
import { httpHandler } from '../http/handler';

/** DELETE /api/admin/tourist-tax/payments/{period}: a payment recorded by mistake. */
export const handler = httpHandler(routes.deleteTouristTaxPayment, async ({ params }) => {
  await removeTaxPayment(params.period);
  return { success: true };
});
