import * as routes from '@catania/shared/api/routes/bookings';
import { countCheckout } from '../abuse/limits';
import { startCheckout } from '../bookings/checkout';
import { clientAddress } from '../http/client-address';
import { httpHandler } from '../http/handler';

/** POST /api/create-payment-link: hold the nights, open a Stripe Checkout Session, return its url. */
export const handler = httpHandler(routes.createPaymentLink, async ({ body, event }) => {
  // Counted before anything is held: a refused checkout holds nothing.
  await countCheckout(clientAddress(event), body.guestDetails.email);
  return startCheckout(body);
});
