import * as routes from '@catania/shared/api/routes/pricing';
import { httpHandler } from '../http/handler';
import { editRule } from '../pricing/owner-prices';

export const handler = httpHandler(routes.updatePricingRule, async ({ body, params }) => {
  return { success: true, rule: await editRule(params.id, body) };
});
