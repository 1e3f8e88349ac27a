import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { removeHomePhoto } from '../site/home-photos';

export const handler = httpHandler(routes.deleteHomePhoto, async ({ params }) => {
  await removeHomePhoto(params.photoId, new Date());
  return { success: true };
});
