import { routes } from '@catania/shared/api/routes';
import { addRule } from '../admin/pricing';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

export const handler = httpHandler(routes.createPricingRule, async ({ body }) =>
  respond(201, { success: true, rule: await addRule(body) }),
);
