import * as routes from '@catania/shared/api/routes/admin-session';
import { LINK_SENT, requestLoginLink } from '../auth/login-link-mail';
import { clientAddress } from '../http/client-address';
import { httpHandler } from '../http/handler';

/** POST /api/admin/login-link: a one-time sign-in link, mailed to the owner's address only. */
export const handler = httpHandler(routes.requestAdminLoginLink, async ({ event }) => {
  await requestLoginLink(clientAddress(event));
  return { sent: true as const, message: LINK_SENT };
});
