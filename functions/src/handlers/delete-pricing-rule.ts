import * as routes from '@catania/shared/api/routes/pricing';
import { httpHandler } from '../http/handler';
import { removeRule } from '../pricing/owner-prices';

export const handler = httpHandler(routes.deletePricingRule, async ({ params }) => {
  await removeRule(params.id);
  return { success: true };
});
