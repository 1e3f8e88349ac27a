import * as routes from '@catania/shared/api/routes/admin-session';
import { deviceIdFrom, sessionIdFrom } from '../auth/cookies';
import { signInWithLink } from '../auth/login-links';
import { clientAddress } from '../http/client-address';
import { httpHandler } from '../http/handler';
import { signedIn } from '../http/signed-in';

/** POST /api/admin/login-link/sign-in: the one-time link's token opens a session, once. */
export const handler = httpHandler(routes.adminLinkSignIn, async ({ body, event }) =>
  signedIn(
    await signInWithLink(body.token, {
      address: clientAddress(event),
      previousSessionId: sessionIdFrom(event),
      deviceId: deviceIdFrom(event),
    }),
  ),
);
