import * as routes from '@catania/shared/api/routes/osservatorio';
import { osservatorioDays } from '../checkin/osservatorio-days';
import { httpHandler } from '../http/handler';

/** GET /api/admin/osservatorio/days?from=&to=: each day's statistics send, newest first. */
export const handler = httpHandler(routes.listOsservatorioDays, ({ query }) =>
  osservatorioDays(query, new Date()),
);
