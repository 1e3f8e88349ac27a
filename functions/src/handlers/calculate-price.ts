import * as routes from '@catania/shared/api/routes/pricing';
import { requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';
import { quoteStay, toPriceResponse } from '../pricing/quote';

/** A quote obeys the apartment's stay rules: a stay they refuse gets a 400 naming the dates. */
export const handler = httpHandler(routes.calculatePrice, async ({ params, query }) => {
  const id = requireApartmentId(params.id);
  const quote = await quoteStay(id, query.startDate, query.endDate);
  return toPriceResponse(id, query.startDate, query.endDate, quote);
});
