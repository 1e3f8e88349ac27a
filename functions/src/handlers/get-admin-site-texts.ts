import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { adminSiteTexts } from '../site/site-texts';

export const handler = httpHandler(routes.getAdminSiteTexts, async ({ query }) =>
  adminSiteTexts(query.lang),
);
