import * as routes from '@catania/shared/api/routes/osservatorio';
import { osservatorioConnection } from '../checkin/connections';
import { httpHandler } from '../http/handler';

/** POST /api/admin/osservatorio/check: the owner's 'Verifica' of the Region's PMS account. */
export const handler = httpHandler(routes.checkOsservatorioConnection, () =>
  osservatorioConnection(),
);
