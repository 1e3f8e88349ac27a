import * as routes from '@catania/shared/api/routes/bookings';
import { changeBookingStatus } from '../bookings/owner-decisions';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';

export const handler = httpHandler(routes.updateBookingStatus, async ({ body, params }) => {
  if (!params.id) throw notFound('Prenotazione non trovata');
  const result = await changeBookingStatus(pathParam(params.id), body.status, new Date(), {
    sendPaymentLink: body.sendPaymentLink,
  });
  return { success: true, ...result };
});
