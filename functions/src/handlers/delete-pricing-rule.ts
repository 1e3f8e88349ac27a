import * as routes from '@catania/shared/api/routes/pricing';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { removeRule } from '../pricing/owner-prices';

export const handler = httpHandler(routes.deletePricingRule, async ({ params }) => {
  if (!params.id) throw notFound('Regola non trovata');
  await removeRule(params.id);
  return { success: true };
});
