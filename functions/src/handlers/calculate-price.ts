import { routes } from '@catania/shared/api/routes';
import { httpHandler } from '../http/handler';
import { requireApartmentId } from '../services/apartments';
import { quoteStay, toPriceResponse } from '../services/pricing';

export const handler = httpHandler(routes.calculatePrice, async ({ params, query }) => {
  const id = requireApartmentId(params.id);
  const { price } = await quoteStay(id, query.startDate, query.endDate);
  return toPriceResponse(id, query.startDate, query.endDate, price);
});
