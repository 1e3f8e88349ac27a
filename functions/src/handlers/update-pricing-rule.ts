import * as routes from '@catania/shared/api/routes/pricing';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { editRule } from '../pricing/owner-prices';

export const handler = httpHandler(routes.updatePricingRule, async ({ body, params }) => {
  if (!params.id) throw notFound('Regola non trovata');
  return { success: true, rule: await editRule(params.id, body) };
});
