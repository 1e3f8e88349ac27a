import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { addPhoto } from '../site/content';
import { processUpload } from '../site/photos';

export const handler = httpHandler(routes.createPhoto, async ({ body }) => {
  const now = new Date();
  const photo = await processUpload({ ...body, now });
  return addPhoto(photo, now);
});
