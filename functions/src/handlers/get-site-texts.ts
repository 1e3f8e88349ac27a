import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { publishedSiteTexts } from '../site/site-texts';

/** GET /api/site/texts: the house instructions and the FAQ as published. */
export const handler = httpHandler(routes.getSiteTexts, async () => publishedSiteTexts());
