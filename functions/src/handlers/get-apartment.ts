import * as routes from '@catania/shared/api/routes/apartments';
import { apartmentIn } from '@catania/shared/domain/apartment-language';
import { requireApartment, requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';

/** GET /api/apartments/{id}?lang=: the apartment in that language (its words, Italian by default). */
export const handler = httpHandler(routes.getApartment, async ({ params, query }) =>
  apartmentIn(await requireApartment(requireApartmentId(params.id)), query.lang),
);
