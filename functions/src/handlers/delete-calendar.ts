import * as routes from '@catania/shared/api/routes/calendars';
import { removeCalendar } from '../calendars/calendars';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.deleteCalendar, async ({ params }) => {
  if (!params.id) throw notFound('Calendario non trovato');
  await removeCalendar(params.id);
  return { success: true };
});
