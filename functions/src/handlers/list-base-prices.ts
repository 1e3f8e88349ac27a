import * as routes from '@catania/shared/api/routes/pricing';
import { httpHandler } from '../http/handler';
import { listBasePrices } from '../pricing/owner-prices';

export const handler = httpHandler(routes.listBasePrices, () => listBasePrices());
