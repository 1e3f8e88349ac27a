import * as routes from '@catania/shared/api/routes/apartments';
import { apartmentIn } from '@catania/shared/domain/apartment-language';
import { listApartments } from '../apartments/apartments-repo';
import { httpHandler } from '../http/handler';

/** GET /api/apartments?lang=: the four apartments in that language (Italian by default). */
export const handler = httpHandler(routes.listApartments, async ({ query }) =>
  (await listApartments()).map((apartment) => apartmentIn(apartment, query.lang)),
);
