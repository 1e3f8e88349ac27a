import * as routes from '@catania/shared/api/routes/admin-session';
import { sessionCookie, sessionIdFrom } from '../auth/cookies';
import { login } from '../auth/login';
import { SESSION_SECONDS, sessionResponse } from '../auth/sessions';
import { clientAddress } from '../http/client-address';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

export const handler = httpHandler(routes.adminLogin, async ({ body, event }) => {
  const { id, record } = await login(body, clientAddress(event), sessionIdFrom(event));
  return respond(200, sessionResponse(record), { cookies: [sessionCookie(id, SESSION_SECONDS)] });
});
