import * as routes from '@catania/shared/api/routes/site-content';
import { requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';
import { removePhoto } from '../site/content';

export const handler = httpHandler(routes.deletePhoto, async ({ params }) => {
  await removePhoto(requireApartmentId(params.id), params.photoId, new Date());
  return { success: true };
});
