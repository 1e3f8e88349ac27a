import * as routes from '@catania/shared/api/routes/checkin';
import { stayKey } from '@catania/shared/schemas/checkin';
import { recordIdentification } from '../checkin/identification';
import { STAY_NOT_FOUND } from '../checkin/stays';
import { adminContext } from '../http/admin-guard';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

/** PUT /api/admin/checkin/stays/{stayKey}/identification: how each person was identified. */
export const handler = httpHandler(routes.recordIdentification, ({ params, body, event }) => {
  const key = stayKey.safeParse(params.stayKey);
  if (!key.success) throw notFound(STAY_NOT_FOUND);
  return recordIdentification(key.data, body.persons, adminContext(event).session.username);
});
