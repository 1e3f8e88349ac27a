import * as routes from '@catania/shared/api/routes/availability';
import { requireApartmentId } from '../apartments/apartments';
import { unavailableDates } from '../availability/availability';
import { httpHandler } from '../http/handler';
import { publicStayRules } from '../pricing/stay-rules';

/** The taken dates and the stay rules: what a date picker needs to show before the guest picks. */
export const handler = httpHandler(routes.getAvailability, async ({ params }) => {
  const id = requireApartmentId(params.id);
  const [dates, stayRules] = await Promise.all([unavailableDates(id), publicStayRules(id)]);
  return { unavailableDates: dates, stayRules };
});
