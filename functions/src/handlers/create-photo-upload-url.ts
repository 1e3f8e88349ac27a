import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { createUploadUrl } from '../site/photos';

export const handler = httpHandler(routes.createPhotoUploadUrl, async ({ body }) =>
  createUploadUrl(body.contentType, body.size),
);
