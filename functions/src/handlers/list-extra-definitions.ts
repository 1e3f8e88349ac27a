import * as routes from '@catania/shared/api/routes/extras';
import { adminExtrasCatalogue } from '../bookings/extras-catalogue';
import { httpHandler } from '../http/handler';

/** GET /api/admin/extras: the owner's catalogue of extras. */
export const handler = httpHandler(routes.listExtraDefinitions, async () => ({
  extras: await adminExtrasCatalogue(),
}));
