import * as routes from '@catania/shared/api/routes/planning';
import { BOOKING_NOT_FOUND } from '../bookings/booking-repo';
import { sendPaymentLink } from '../bookings/owner-bookings';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';

/** POST /api/admin/bookings/{id}/payment-link: 'Invia link di pagamento'. */
export const handler = httpHandler(routes.sendPaymentLink, async ({ params }) => {
  if (!params.id) throw notFound(BOOKING_NOT_FOUND);
  return sendPaymentLink(pathParam(params.id));
});
