import * as routes from '@catania/shared/api/routes/pricing';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { removeStayRule } from '../pricing/stay-rules';

export const handler = httpHandler(routes.deleteStayRule, async ({ params }) => {
  if (!params.id) throw notFound('Regola di soggiorno non trovata');
  await removeStayRule(params.id);
  return { success: true };
});
