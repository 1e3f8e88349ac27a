import * as routes from '@catania/shared/api/routes/checkin';
import { precheckinOfToken } from '../checkin/precheckin';
import { httpHandler } from '../http/handler';

/** GET /api/checkin/{token}: the stay and its pre-check-in, for the holder of the secret link. */
export const handler = httpHandler(routes.getPrecheckin, ({ params }) =>
  precheckinOfToken(params.token),
);
