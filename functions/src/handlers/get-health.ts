import * as routes from '@catania/shared/api/routes/health';
import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { getApartment } from '../apartments/apartments-repo';
import { httpHandler } from '../http/handler';

/**
 * The API answers and reaches its table: one read of a profile (an error here is a 500, which is
 * what the smoke script and a load balancer want to see).
 */
export const handler = httpHandler(routes.getHealth, async () => {
  await getApartment(APARTMENT_IDS[0]);
  return { status: 'ok' as const, time: new Date().toISOString() };
});
