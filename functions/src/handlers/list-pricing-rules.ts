import * as routes from '@catania/shared/api/routes/pricing';
import { requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';
import { listApartmentRules } from '../pricing/owner-prices';

export const handler = httpHandler(routes.listPricingRules, ({ params }) =>
  listApartmentRules(requireApartmentId(params.apartmentId)),
);
