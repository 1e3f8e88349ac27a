import * as routes from '@catania/shared/api/routes/site-content';
import { httpHandler } from '../http/handler';
import { publishSite } from '../site/publish';

export const handler = httpHandler(routes.publishSite, async () => publishSite(new Date()));
