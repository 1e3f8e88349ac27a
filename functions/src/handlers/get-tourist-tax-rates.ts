import * as routes from '@catania/shared/api/routes/checkin';
import { httpHandler } from '../http/handler';
import { getTaxRates } from '../tourist-tax/rates-repo';

/** GET /api/admin/tourist-tax/rates: the dated rate periods in force (the seed until edited). */
export const handler = httpHandler(routes.getTouristTaxRates, () => getTaxRates());
