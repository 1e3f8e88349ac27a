import * as routes from '@catania/shared/api/routes/calendars';
import { acceptHeldBackRelease, CALENDAR_NOT_FOUND } from '../calendars/calendars';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

/** The owner accepts the nights a feed's sync held back: they become bookable (409 if none). */
export const handler = httpHandler(routes.acceptCalendarRelease, async ({ params }) => {
  if (!params.id) throw notFound(CALENDAR_NOT_FOUND);
  return { success: true, calendar: await acceptHeldBackRelease(params.id) };
});
