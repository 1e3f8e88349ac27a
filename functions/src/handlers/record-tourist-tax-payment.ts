import * as routes from '@catania/shared/api/routes/checkin';
import { recordTaxPayment } from '../checkin/tax';
import { httpHandler } from '../http/handler';

/** PUT /api/admin/tourist-tax/payments/{period}: what was paid over to the municipality. */
export const handler = httpHandler(routes.recordTouristTaxPayment, async ({ params, body }) => ({
  payment: await recordTaxPayment(params.period, body),
}));
