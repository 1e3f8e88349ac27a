import { routes } from '@catania/shared/api/routes';
import { copyRules } from '../admin/pricing';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.copyPricingRules, async ({ body }) => ({
  success: true,
  copiedRules: await copyRules(body.sourceApartmentId, body.targetApartmentId),
}));
