import * as routes from '@catania/shared/api/routes/checkin';
import { putTaxRates } from '../checkin/tax-repo';
import { httpHandler } from '../http/handler';

/** PUT /api/admin/tourist-tax/rates: the owner's whole list of rate periods, in date order. */
export const handler = httpHandler(routes.updateTouristTaxRates, ({ body }) =>
  putTaxRates(body.rates, new Date()),
);
