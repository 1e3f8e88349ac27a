import { routes } from '@catania/shared/api/routes';
import { sessionCookie, sessionIdFrom } from '../admin/cookies';
import { clientAddress, login } from '../admin/login';
import { SESSION_SECONDS, sessionResponse } from '../admin/sessions';
import { HttpError } from '../http/errors';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

export const handler = httpHandler(routes.adminLogin, async ({ body, event }) => {
  try {
    const { id, record } = await login(body, clientAddress(event), sessionIdFrom(event));
    return respond(200, sessionResponse(record), {
      cookies: [sessionCookie(id, SESSION_SECONDS)],
    });
  } catch (error) {
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (error instanceof HttpError && retryAfter) {
      return respond(error.statusCode, error.toBody(), {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
    throw error;
  }
});
