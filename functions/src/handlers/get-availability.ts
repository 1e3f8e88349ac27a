import * as routes from '@catania/shared/api/routes/availability';
import { requireApartmentId } from '../apartments/apartments';
import { unavailableDates } from '../availability/availability';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.getAvailability, async ({ params }) => ({
  unavailableDates: await unavailableDates(requireApartmentId(params.id)),
}));
