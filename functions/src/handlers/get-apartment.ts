import { routes } from '@catania/shared/api/routes';
import { getApartment } from '../data/apartments-repo';
import { httpHandler } from '../http/handler';
import { apartmentNotFound, requireApartmentId } from '../services/apartments';

export const handler = httpHandler(routes.getApartment, async ({ params }) => {
  const apartment = await getApartment(requireApartmentId(params.id));
  if (!apartment) throw apartmentNotFound();
  return apartment;
});
