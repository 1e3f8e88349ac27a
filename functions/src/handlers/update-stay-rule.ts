import * as routes from '@catania/shared/api/routes/pricing';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { editStayRule } from '../pricing/stay-rules';

export const handler = httpHandler(routes.updateStayRule, async ({ body, params }) => {
  if (!params.id) throw notFound('Regola di soggiorno non trovata');
  return { success: true, rule: await editStayRule(params.id, body) };
});
