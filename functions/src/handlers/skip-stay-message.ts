import * as routes from '@catania/shared/api/routes/messages';
import { httpHandler } from '../http/handler';
import { skipStayMessage } from '../messages/schedule';

/** POST /api/admin/stays/{stayKey}/messages/{kind}/skip: 'Salta'. */
export const handler = httpHandler(routes.skipStayMessage, async ({ params }) => ({
  message: await skipStayMessage(params.stayKey, params.kind),
}));
