import * as routes from '@catania/shared/api/routes/pricing';
import { requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';
import { listStayRules } from '../pricing/stay-rules';

export const handler = httpHandler(routes.listStayRules, ({ params }) =>
  listStayRules(requireApartmentId(params.apartmentId)),
);
