import * as routes from '@catania/shared/api/routes/health';
import { systemHealth } from '../health/system-health';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.getSystemHealth, () => systemHealth());
