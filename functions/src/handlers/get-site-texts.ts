import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { publishedSiteTexts } from '../site/site-texts';

/** GET /api/site/texts?lang=: the home's hero, cards and FAQ and the house instructions as published in that language. */
export const handler = httpHandler(routes.getSiteTexts, async ({ query }) =>
  publishedSiteTexts(query.lang),
);
