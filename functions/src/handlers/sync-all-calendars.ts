import { routes } from '@catania/shared/api/routes';
import { httpHandler } from '../http/handler';
import { syncAllCalendars } from '../ical/sync';

export const handler = httpHandler(routes.syncAllCalendars, async () => ({
  results: await syncAllCalendars(),
}));
