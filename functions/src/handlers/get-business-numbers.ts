import * as routes from '@catania/shared/api/routes/planning';
import { httpHandler } from '../http/handler';
import { businessNumbers } from '../planning/business-numbers';

/** GET /api/admin/stats?year=: occupancy, revenue, ADR, RevPAR, sources, stay, lead time. */
export const handler = httpHandler(routes.getBusinessNumbers, ({ query }) =>
  businessNumbers(query.year),
);
