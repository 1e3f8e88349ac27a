import * as routes from '@catania/shared/api/routes/calendars';
import { syncAllCalendars } from '../calendars/sync';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.syncAllCalendars, async () => ({
  results: await syncAllCalendars(),
}));
