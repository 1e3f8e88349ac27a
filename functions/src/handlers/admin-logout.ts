import * as routes from '@catania/shared/api/routes/admin-session';
import { clearedSessionCookie } from '../auth/cookies';
import { endSession } from '../auth/sessions';
import { adminContext } from '../http/admin-guard';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

export const handler = httpHandler(routes.adminLogout, async ({ event }) => {
  await endSession(adminContext(event).sessionId);
  return respond(200, { success: true }, { cookies: [clearedSessionCookie()] });
});
