import { routes } from '@catania/shared/api/routes';
import { httpHandler } from '../http/handler';
import { listCalendarConfigs } from '../ical/calendars';

export const handler = httpHandler(routes.listCalendars, () => listCalendarConfigs());
