import * as routes from '@catania/shared/api/routes/checkin';
import { submitPrecheckin } from '../checkin/precheckin';
import { httpHandler } from '../http/handler';

/** PUT /api/checkin/{token}: the guests' data for the police registration (never logged). */
export const handler = httpHandler(routes.submitPrecheckin, ({ params, body }) =>
  submitPrecheckin(params.token, body),
);
