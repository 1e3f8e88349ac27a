import * as routes from '@catania/shared/api/routes/messages';
import { httpHandler } from '../http/handler';
import { saveTemplate } from '../messages/templates';

/** PUT /api/admin/message-templates/{id}: the owner's words for a message (or an apartment's). */
export const handler = httpHandler(routes.updateMessageTemplate, async ({ params, body }) => ({
  template: await saveTemplate(params.id, body),
}));
