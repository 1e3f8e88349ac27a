import * as routes from '@catania/shared/api/routes/checkin';
import { listImportedStays } from '../checkin/imported-stays';
import { httpHandler } from '../http/handler';

/** GET /api/admin/checkin/imported-stays: stays blocked by imported calendars, without an arrival. */
export const handler = httpHandler(routes.listImportedStays, async () => ({
  stays: await listImportedStays(),
}));
