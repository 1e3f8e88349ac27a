import * as routes from '@catania/shared/api/routes/messages';
import { httpHandler } from '../http/handler';
import { listPreviewStays } from '../messages/preview';

/** GET /api/admin/message-templates/stays: the stays a preview can be filled with. */
export const handler = httpHandler(routes.listPreviewStays, async () => ({
  stays: await listPreviewStays(),
}));
