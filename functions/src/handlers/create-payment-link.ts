import { routes } from '@catania/shared/api/routes';
import { startCheckout } from '../bookings/checkout';
import { httpHandler } from '../http/handler';

/** POST /api/create-payment-link: hold the nights, open a Stripe Checkout Session, return its url. */
export const handler = httpHandler(routes.createPaymentLink, async ({ body }) =>
  startCheckout(body),
);
