import * as routes from '@catania/shared/api/routes/calendars';
import { exportFeedUrls } from '../calendars/export-feed';
import { httpHandler } from '../http/handler';

/** Each apartment's secret export feed URL (the token is made on first use, hence a write). */
export const handler = httpHandler(routes.listIcalExports, () => exportFeedUrls());
