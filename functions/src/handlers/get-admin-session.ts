import * as routes from '@catania/shared/api/routes/admin-session';
import { sessionResponse } from '../auth/sessions';
import { adminContext } from '../http/admin-guard';
import { httpHandler } from '../http/handler';

/** The live session's CSRF token and expiry: how the panel picks up again after a reload. */
export const handler = httpHandler(routes.getAdminSession, async ({ event }) =>
  sessionResponse(adminContext(event).session),
);
