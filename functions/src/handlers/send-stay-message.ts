import * as routes from '@catania/shared/api/routes/messages';
import { httpHandler } from '../http/handler';
import { sendStayMessageNow } from '../messages/schedule';

/** POST /api/admin/stays/{stayKey}/messages/{kind}/send: 'Invia ora'. */
export const handler = httpHandler(routes.sendStayMessage, async ({ params }) => ({
  message: await sendStayMessageNow(params.stayKey, params.kind),
}));
