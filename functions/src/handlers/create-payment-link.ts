import * as routes from '@catania/shared/api/routes/bookings';
import { countNights } from '@catania/shared/domain/dates';
import { countCheckout } from '../abuse/limits';
import { startCheckout } from '../bookings/checkout';
import { clientAddress } from '../http/client-address';
import { httpHandler } from '../http/handler';

/** POST /api/create-payment-link: hold the nights, open a Stripe Checkout Session, return its url. */
export const handler = httpHandler(routes.createPaymentLink, async ({ body, event }) => {
  // Counted before anything is held: a refused checkout holds nothing. The body's schema has
  // already refused a stay longer than the site sells (400), so the nights counted are a stay's.
  const { checkIn, checkOut } = body.bookingDetails;
  await countCheckout(
    clientAddress(event),
    body.guestDetails.email,
    countNights(checkIn, checkOut),
  );
  return startCheckout(body);
});
