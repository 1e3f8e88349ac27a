import * as routes from '@catania/shared/api/routes/pricing';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';
import { addRule } from '../pricing/owner-prices';

export const handler = httpHandler(routes.createPricingRule, async ({ body }) =>
  respond(201, { success: true, rule: await addRule(body) }),
);
