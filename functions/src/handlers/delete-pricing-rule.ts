import { routes } from '@catania/shared/api/routes';
import { removeRule } from '../admin/pricing';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.deletePricingRule, async ({ params }) => {
  if (!params.id) throw notFound('Regola non trovata');
  await removeRule(decodeURIComponent(params.id));
  return { success: true };
});
