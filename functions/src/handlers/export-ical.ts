import * as routes from '@catania/shared/api/routes/calendars';
import { icalFeedParams } from '@catania/shared/schemas/calendar';
import { CALENDAR_NOT_FOUND } from '../calendars/calendars';
import { exportFeed } from '../calendars/export-feed';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { icsResponse } from '../http/respond';

/** GET /api/ical/{token}.ics: public, the secret token is the only key (unknown: 404). */
export const handler = httpHandler(routes.exportIcal, async ({ params }) => {
  const parsed = icalFeedParams.safeParse({ feed: params.feed });
  if (!parsed.success) throw notFound(CALENDAR_NOT_FOUND);
  const feed = await exportFeed(parsed.data.feed.slice(0, -'.ics'.length));
  if (!feed) throw notFound(CALENDAR_NOT_FOUND);
  return icsResponse(feed.ics, `${feed.apartmentId}.ics`, 'inline');
});
