import * as routes from '@catania/shared/api/routes/messages';
import { httpHandler } from '../http/handler';
import { previewMessage } from '../messages/preview';

/** POST /api/admin/message-templates/preview: the text filled with a real stay. */
export const handler = httpHandler(routes.previewMessageTemplate, async ({ body }) =>
  previewMessage(body),
);
