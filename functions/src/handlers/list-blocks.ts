import * as routes from '@catania/shared/api/routes/planning';
import { todayInRome } from '@catania/shared/domain/dates';
import { listBlocks } from '../availability/owner-blocks';
import { httpHandler } from '../http/handler';

/** GET /api/admin/blocks?apartmentId=: the owner's blocks not yet over, by start date. */
export const handler = httpHandler(routes.listBlocks, async ({ query }) => ({
  blocks: await listBlocks(query.apartmentId, { endingFrom: todayInRome() }),
}));
