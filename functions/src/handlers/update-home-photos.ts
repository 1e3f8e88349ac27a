import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { saveHomePhotos } from '../site/home-photos';

export const handler = httpHandler(routes.updateHomePhotos, async ({ body }) =>
  saveHomePhotos(body, new Date()),
);
