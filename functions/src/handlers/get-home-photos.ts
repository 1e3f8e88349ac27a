import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { publishedHomePhotos } from '../site/home-photos';

/** GET /api/site/home-photos: the hero's and 'Scopri Catania''s photos as published. */
export const handler = httpHandler(routes.getHomePhotos, async () => publishedHomePhotos());
