import { routes } from '@catania/shared/api/routes';
import { httpHandler } from '../http/handler';
import { requireApartmentId } from '../services/apartments';
import { unavailableDates } from '../services/availability';

export const handler = httpHandler(routes.getAvailability, async ({ params }) => ({
  unavailableDates: await unavailableDates(requireApartmentId(params.id)),
}));
