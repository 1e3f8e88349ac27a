import * as routes from '@catania/shared/api/routes/checkin';
import { listArrivalSummaries } from '../checkin/arrivals';
import { httpHandler } from '../http/handler';

/** GET /api/admin/checkin/arrivals?from=&to=: the arrivals with their pre-check-in and tax. */
export const handler = httpHandler(routes.listArrivals, async ({ query }) => ({
  arrivals: await listArrivalSummaries(query.from, query.to),
}));
