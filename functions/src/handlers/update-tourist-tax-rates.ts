import * as routes from '@catania/shared/api/routes/checkin';
import { httpHandler } from '../http/handler';
import { putTaxRates } from '../tourist-tax/rates-repo';

/** PUT /api/admin/tourist-tax/rates: the owner's whole list of rate periods, in date order. */
export const handler = httpHandler(routes.updateTouristTaxRates, ({ body }) =>
  putTaxRates(body.rates, new Date()),
);
