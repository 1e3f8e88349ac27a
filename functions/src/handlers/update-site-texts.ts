import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { saveSiteTexts } from '../site/site-texts';

export const handler = httpHandler(routes.updateSiteTexts, async ({ body, query }) =>
  saveSiteTexts(query.lang, body, new Date()),
);
