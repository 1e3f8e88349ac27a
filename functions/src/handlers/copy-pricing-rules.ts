import * as routes from '@catania/shared/api/routes/pricing';
import { httpHandler } from '../http/handler';
import { copyRules } from '../pricing/owner-prices';

export const handler = httpHandler(routes.copyPricingRules, async ({ body }) => ({
  success: true,
  copiedRules: await copyRules(body.sourceApartmentId, body.targetApartmentId),
}));
