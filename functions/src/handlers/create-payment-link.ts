import { routes } from '@catania/shared/api/routes';
import { httpHandler } from '../http/handler';
import { startCheckout } from '../services/booking';

/** POST /api/create-payment-link: hold the nights, open a Stripe Checkout Session, return its url. */
export const handler = httpHandler(routes.createPaymentLink, async ({ body }) =>
  startCheckout(body),
);
