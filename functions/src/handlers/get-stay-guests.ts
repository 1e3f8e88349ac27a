import * as routes from '@catania/shared/api/routes/checkin';
import { stayKey } from '@catania/shared/schemas/checkin';
import { stayGuestsForOwner } from '../checkin/owner-access';
import { STAY_NOT_FOUND } from '../checkin/stays';
import { adminContext } from '../http/admin-guard';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

/** GET /api/admin/checkin/stays/{stayKey}/guests: the guests' identities (the access is logged). */
export const handler = httpHandler(routes.getStayGuests, ({ params, event, requestId }) => {
  const key = stayKey.safeParse(params.stayKey);
  if (!key.success) throw notFound(STAY_NOT_FOUND);
  return stayGuestsForOwner(key.data, {
    username: adminContext(event).session.username,
    requestId,
  });
});
