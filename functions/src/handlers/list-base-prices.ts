import { routes } from '@catania/shared/api/routes';
import { listBasePrices } from '../admin/pricing';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.listBasePrices, () => listBasePrices());
