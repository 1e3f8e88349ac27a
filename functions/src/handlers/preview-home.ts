import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { previewHome } from '../site/site-preview';

export const handler = httpHandler(routes.previewHome, async ({ query }) => ({
  html: await previewHome(query.lang),
}));
