import * as routes from '@catania/shared/api/routes/availability';
import { todayInRome } from '@catania/shared/domain/dates';
import { STAY_MESSAGES } from '@catania/shared/domain/stay-terms';
import { countSearch } from '../abuse/limits';
import { requireApartmentId } from '../apartments/apartments';
import { unavailableNightsOfStay } from '../availability/availability';
import { clientAddress } from '../http/client-address';
import { badRequest } from '../http/errors';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.checkAvailability, async ({ body, event }) => {
  await countSearch(clientAddress(event));
  const id = requireApartmentId(body.apartmentId);
  if (body.checkIn < todayInRome()) {
    throw badRequest(STAY_MESSAGES.pastCheckIn, [
      { field: 'checkIn', message: STAY_MESSAGES.pastCheckIn },
    ]);
  }
  const taken = await unavailableNightsOfStay(id, body.checkIn, body.checkOut);
  return { available: taken.length === 0, unavailableDates: taken };
});
