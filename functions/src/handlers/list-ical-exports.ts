import { routes } from '@catania/shared/api/routes';
import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { env } from '../config/env';
import { getOrCreateFeedToken } from '../data/calendars-repo';
import { httpHandler } from '../http/handler';

/** Each apartment's secret export feed URL (the token is made on first use, hence a write). */
export const handler = httpHandler(routes.listIcalExports, async () =>
  Promise.all(
    APARTMENT_IDS.map(async (apartmentId) => ({
      apartmentId,
      url: new URL(`/api/ical/${await getOrCreateFeedToken(apartmentId)}.ics`, env.SITE_URL).href,
    })),
  ),
);
