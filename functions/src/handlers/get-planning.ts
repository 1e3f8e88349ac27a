import * as routes from '@catania/shared/api/routes/planning';
import { httpHandler } from '../http/handler';
import { planning } from '../planning/planning';

/** GET /api/admin/planning?from=&to=: the four apartments' bars over the days asked. */
export const handler = httpHandler(routes.getPlanning, ({ query }) =>
  planning(query.from, query.to),
);
