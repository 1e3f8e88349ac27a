import * as routes from '@catania/shared/api/routes/pricing';
import { requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';
import { quoteStay, toPriceResponse } from '../pricing/quote';

export const handler = httpHandler(routes.calculatePrice, async ({ params, query }) => {
  const id = requireApartmentId(params.id);
  const { price } = await quoteStay(id, query.startDate, query.endDate);
  return toPriceResponse(id, query.startDate, query.endDate, price);
});
