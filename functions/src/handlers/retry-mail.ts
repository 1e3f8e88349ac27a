import * as routes from '@catania/shared/api/routes/health';
import { httpHandler } from '../http/handler';
import { resendMail } from '../mail/outbox';

export const handler = httpHandler(routes.retryMail, async ({ params }) => ({
  outcome: await resendMail(params.id),
}));
