import * as routes from '@catania/shared/api/routes/osservatorio';
import { isCalendarDate } from '@catania/shared/domain/dates';
import { resendDay } from '../checkin/osservatorio-send';
import { badRequest } from '../http/errors';
import { httpHandler } from '../http/handler';

/**
 * POST /api/admin/osservatorio/days/{date}/send: 'Reinvia'. Answers the day's state whatever the
 * Region did (a refusal is the day's state, not an HTTP error); a day accepted is never resent.
 */
export const handler = httpHandler(routes.resendOsservatorioDay, async ({ params }) => {
  const day = params.date;
  if (!day || !isCalendarDate(day)) {
    throw badRequest('Data non valida', [{ field: 'date', message: 'Usa il formato AAAA-MM-GG' }]);
  }
  return { day: await resendDay(day, new Date()) };
});
