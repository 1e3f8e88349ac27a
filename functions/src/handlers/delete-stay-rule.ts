import * as routes from '@catania/shared/api/routes/pricing';
import { httpHandler } from '../http/handler';
import { removeStayRule } from '../pricing/stay-rules';

export const handler = httpHandler(routes.deleteStayRule, async ({ params }) => {
  await removeStayRule(params.id);
  return { success: true };
});
