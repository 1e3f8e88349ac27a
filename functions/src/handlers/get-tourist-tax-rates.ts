import * as routes from '@catania/shared/api/routes/checkin';
import { getTaxRates } from '../checkin/tax-repo';
import { httpHandler } from '../http/handler';

/** GET /api/admin/tourist-tax/rates: the dated rate periods in force (the seed until edited). */
export const handler = httpHandler(routes.getTouristTaxRates, () => getTaxRates());
