import * as routes from '@catania/shared/api/routes/planning';
import { createBlock } from '../availability/owner-blocks';
import { httpHandler } from '../http/handler';

/** POST /api/admin/blocks: the owner blocks free nights (409 naming any taken one). */
export const handler = httpHandler(routes.createBlock, async ({ body }) => {
  const block = await createBlock(body);
  return { id: block.id };
});
