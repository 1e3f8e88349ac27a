import * as routes from '@catania/shared/api/routes/checkin';
import { alloggiatiConnection } from '../checkin/connections';
import { httpHandler } from '../http/handler';

/** POST /api/admin/checkin/alloggiati/check: the owner's 'Verifica' of the police account. */
export const handler = httpHandler(routes.checkAlloggiatiConnection, () => alloggiatiConnection());
