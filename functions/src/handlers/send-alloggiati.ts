import * as routes from '@catania/shared/api/routes/checkin';
import { stayKey } from '@catania/shared/schemas/checkin';
import { sendStayNow } from '../checkin/alloggiati-owner';
import { STAY_NOT_FOUND } from '../checkin/stays';
import { adminContext } from '../http/admin-guard';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

/**
 * POST /api/admin/checkin/stays/{stayKey}/alloggiati: 'Invia ora'. Answers the guests' states
 * whatever the service did (a refusal is a guest's state, not an HTTP error).
 */
export const handler = httpHandler(routes.sendAlloggiati, ({ params, body, event, requestId }) => {
  const key = stayKey.safeParse(params.stayKey);
  if (!key.success) throw notFound(STAY_NOT_FOUND);
  return sendStayNow(
    key.data,
    { ...(body.confirmUncertain ? { confirmUncertain: true } : {}) },
    { username: adminContext(event).session.username, requestId },
  );
});
