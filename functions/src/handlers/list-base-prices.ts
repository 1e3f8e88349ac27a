import { routes } from '@catania/shared/api/routes';
import { httpHandler } from '../http/handler';
import { listBasePrices } from '../pricing/owner-prices';

export const handler = httpHandler(routes.listBasePrices, () => listBasePrices());
