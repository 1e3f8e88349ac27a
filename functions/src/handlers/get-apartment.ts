import * as routes from '@catania/shared/api/routes/apartments';
import { requireApartment, requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.getApartment, async ({ params }) =>
  requireApartment(requireApartmentId(params.id)),
);
