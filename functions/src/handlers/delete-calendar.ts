import * as routes from '@catania/shared/api/routes/calendars';
import { removeCalendar } from '../calendars/calendars';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.deleteCalendar, async ({ params }) => {
  await removeCalendar(params.id);
  return { success: true };
});
