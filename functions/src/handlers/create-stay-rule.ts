import * as routes from '@catania/shared/api/routes/pricing';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';
import { addStayRule } from '../pricing/stay-rules';

export const handler = httpHandler(routes.createStayRule, async ({ body }) =>
  respond(201, { success: true, rule: await addStayRule(body) }),
);
