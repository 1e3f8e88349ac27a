import * as routes from '@catania/shared/api/routes/checkin';
import { createArrival } from '../checkin/arrivals';
import { httpHandler } from '../http/handler';

/** POST /api/admin/checkin/arrivals: an arrival for an imported stay, with its pre-check-in link. */
export const handler = httpHandler(routes.createArrival, ({ body }) => createArrival(body));
