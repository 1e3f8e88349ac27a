import { routes } from '@catania/shared/api/routes';
import { listApartmentRules } from '../admin/pricing';
import { httpHandler } from '../http/handler';
import { requireApartmentId } from '../services/apartments';

export const handler = httpHandler(routes.listPricingRules, ({ params }) =>
  listApartmentRules(requireApartmentId(params.apartmentId)),
);
