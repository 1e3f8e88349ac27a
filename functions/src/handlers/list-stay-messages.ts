import * as routes from '@catania/shared/api/routes/messages';
import { httpHandler } from '../http/handler';
import { stayTimeline } from '../messages/schedule';

/** GET /api/admin/stays/{stayKey}/messages: the stay's messages, sent, planned or skipped. */
export const handler = httpHandler(routes.listStayMessages, async ({ params }) =>
  stayTimeline(params.stayKey),
);
