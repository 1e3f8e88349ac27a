import * as routes from '@catania/shared/api/routes/pricing';
import { requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';
import { quoteStay, toPriceResponse } from '../pricing/quote';
import { guestTaxTermsOf } from '../tourist-tax/rates-repo';

/**
 * A quote obeys the apartment's stay rules: a stay they refuse gets a 400 naming the dates. It
 * tells the tourist tax too, at the owner's rates for the stay's nights.
 */
export const handler = httpHandler(routes.calculatePrice, async ({ params, query }) => {
  const id = requireApartmentId(params.id);
  const [quote, tax] = await Promise.all([
    quoteStay(id, query.startDate, query.endDate),
    guestTaxTermsOf(query.startDate, query.endDate),
  ]);
  return toPriceResponse(id, query.startDate, query.endDate, quote, tax);
});
