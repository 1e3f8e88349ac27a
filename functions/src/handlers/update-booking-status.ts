import * as routes from '@catania/shared/api/routes/bookings';
import { changeBookingStatus } from '../bookings/owner-decisions';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.updateBookingStatus, async ({ body, params }) => {
  const result = await changeBookingStatus(params.id, body.status, new Date(), {
    sendPaymentLink: body.sendPaymentLink,
  });
  return { success: true, ...result };
});
