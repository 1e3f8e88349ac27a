import * as routes from '@catania/shared/api/routes/calendars';
import { syncCalendarById } from '../calendars/sync';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

/** 200 with success false and the reason when the feed fails: the sync itself ran. */
export const handler = httpHandler(routes.syncCalendar, async ({ params }) => {
  const result = params.id ? await syncCalendarById(params.id) : undefined;
  if (!result) throw notFound('Calendario non trovato');
  return result.success
    ? { success: true, result }
    : { success: false, message: result.error, result };
});
