import * as routes from '@catania/shared/api/routes/messages';
import { httpHandler } from '../http/handler';
import { listTemplates } from '../messages/templates';

/** GET /api/admin/message-templates: every template (the house's default until edited). */
export const handler = httpHandler(routes.listMessageTemplates, async () => ({
  templates: await listTemplates(),
}));
