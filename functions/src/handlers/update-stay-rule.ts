import * as routes from '@catania/shared/api/routes/pricing';
import { httpHandler } from '../http/handler';
import { editStayRule } from '../pricing/stay-rules';

export const handler = httpHandler(routes.updateStayRule, async ({ body, params }) => {
  return { success: true, rule: await editStayRule(params.id, body) };
});
