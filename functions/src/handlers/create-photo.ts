import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { addPhoto } from '../site/content';
import { addHomePhoto } from '../site/home-photos';
import { processUpload } from '../site/photos';

/** The home's photos' files live beside the apartments' (`/images/uploads/home/<id>.webp`). */
const HOME_FOLDER = 'home';

export const handler = httpHandler(routes.createPhoto, async ({ body }) => {
  const now = new Date();
  const { slot, apartmentId, key, alt } = body;
  const made = await processUpload({ key, alt, folder: apartmentId ?? HOME_FOLDER });
  const uploadedAt = now.toISOString();
  // The schema checked that a gallery photo names its apartment and a home photo none.
  if (slot === 'gallery' && apartmentId) {
    return addPhoto({ ...made, apartmentId, uploadedAt }, now);
  }
  if (slot === 'hero' || slot === 'discover') {
    return addHomePhoto({ ...made, slot, uploadedAt }, now);
  }
  throw new Error(`unreachable photo slot ${slot}`);
});
