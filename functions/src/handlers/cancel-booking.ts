import * as routes from '@catania/shared/api/routes/bookings';
import { cancelByGuest } from '../bookings/guest-cancellation';
import { httpHandler } from '../http/handler';

/** POST /api/bookings/{id}/cancel: the guest cancels their booking (guest link's token in the body). */
export const handler = httpHandler(routes.cancelBooking, async ({ params, body }) =>
  cancelByGuest(params.id, body),
);
