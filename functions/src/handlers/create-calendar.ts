import * as routes from '@catania/shared/api/routes/calendars';
import { addCalendar } from '../calendars/calendars';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

export const handler = httpHandler(routes.createCalendar, async ({ body }) =>
  respond(201, { success: true, calendar: await addCalendar(body.apartmentId, body.icalUrl) }),
);
