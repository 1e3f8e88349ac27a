import * as routes from '@catania/shared/api/routes/planning';
import { deleteBlock } from '../availability/owner-blocks';
import { httpHandler } from '../http/handler';

/** DELETE /api/admin/blocks/{id}: the block's nights are free again. */
export const handler = httpHandler(routes.deleteBlock, async ({ params }) => {
  await deleteBlock(params.id);
  return { success: true };
});
