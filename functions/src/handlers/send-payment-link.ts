import * as routes from '@catania/shared/api/routes/planning';
import { sendPaymentLink } from '../bookings/owner-bookings';
import { httpHandler } from '../http/handler';

/** POST /api/admin/bookings/{id}/payment-link: 'Invia link di pagamento'. */
export const handler = httpHandler(routes.sendPaymentLink, async ({ params }) => {
  return sendPaymentLink(params.id);
});
