import { routes } from '@catania/shared/api/routes';
import { icalFeedParams } from '@catania/shared/schemas/calendar';
import { getApartment } from '../data/apartments-repo';
import { findFeedApartment } from '../data/calendars-repo';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';
import { buildFeed } from '../ical/export-feed';

/** GET /api/ical/{token}.ics: public, the secret token is the only key (unknown: 404). */
export const handler = httpHandler(routes.exportIcal, async ({ params }) => {
  const parsed = icalFeedParams.safeParse({ feed: params.feed ?? '' });
  if (!parsed.success) throw notFound('Calendario non trovato');
  const apartmentId = await findFeedApartment(parsed.data.feed.slice(0, -'.ics'.length));
  if (!apartmentId) throw notFound('Calendario non trovato');
  const apartment = await getApartment(apartmentId);
  const body = await buildFeed(apartmentId, apartment?.name ?? apartmentId);
  return respond(200, body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${apartmentId}.ics"`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
});
