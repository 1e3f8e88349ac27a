import * as routes from '@catania/shared/api/routes/calendars';
import { listCalendarConfigs } from '../calendars/calendars';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.listCalendars, () => listCalendarConfigs());
