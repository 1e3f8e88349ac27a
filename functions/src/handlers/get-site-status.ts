import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { siteStatus } from '../site/site-status';

export const handler = httpHandler(routes.getSiteStatus, async () => siteStatus(new Date()));
