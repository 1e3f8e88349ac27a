import * as routes from '@catania/shared/api/routes/calendars';
import { acceptHeldBackRelease } from '../calendars/calendars';
import { httpHandler } from '../http/handler';

/** The owner accepts the nights a feed's sync held back: they become bookable (409 if none). */
export const handler = httpHandler(routes.acceptCalendarRelease, async ({ params }) => {
  return { success: true, calendar: await acceptHeldBackRelease(params.id) };
});
