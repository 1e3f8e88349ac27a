import * as routes from '@catania/shared/api/routes/planning';
import { BLOCK_NOT_FOUND, deleteBlock } from '../availability/owner-blocks';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';

/** DELETE /api/admin/blocks/{id}: the block's nights are free again. */
export const handler = httpHandler(routes.deleteBlock, async ({ params }) => {
  if (!params.id) throw notFound(BLOCK_NOT_FOUND);
  await deleteBlock(pathParam(params.id));
  return { success: true };
});
