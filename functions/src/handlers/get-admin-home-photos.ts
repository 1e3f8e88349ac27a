import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { adminHomePhotos } from '../site/home-photos';

export const handler = httpHandler(routes.getAdminHomePhotos, async () => adminHomePhotos());
