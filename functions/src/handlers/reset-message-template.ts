import * as routes from '@catania/shared/api/routes/messages';
import { httpHandler } from '../http/handler';
import { resetTemplate } from '../messages/templates';

/** DELETE /api/admin/message-templates/{id}: back to the house's text, or to the general one. */
export const handler = httpHandler(routes.resetMessageTemplate, async ({ params }) => {
  await resetTemplate(params.id);
  return { success: true as const };
});
