import * as routes from '@catania/shared/api/routes/admin-session';
import { deviceIdFrom, sessionIdFrom } from '../auth/cookies';
import { login } from '../auth/login';
import { clientAddress } from '../http/client-address';
import { httpHandler } from '../http/handler';
import { signedIn } from '../http/signed-in';

export const handler = httpHandler(routes.adminLogin, async ({ body, event }) =>
  signedIn(
    await login(body, {
      address: clientAddress(event),
      previousSessionId: sessionIdFrom(event),
      deviceId: deviceIdFrom(event),
    }),
  ),
);
