import { routes } from '@catania/shared/api/routes';
import { verifyWebhook, WebhookSignatureError } from '../bookings/stripe';
import { handleStripeEvent } from '../bookings/stripe-events';
import { rawBody } from '../http/body-parser';
import { HttpError } from '../http/errors';
import { httpHandler } from '../http/handler';
import { logger } from '../lib/logger';

/**
 * POST /api/stripe/webhook: Stripe's signature is checked over the exact bytes received (API
 * Gateway's base64 decoded first); anything forged, altered, re-serialised or stale is a 400.
 * The route has no body schema, so the JSON parser leaves the raw body alone.
 */
export const handler = httpHandler(routes.handleStripeWebhook, async ({ event }) => {
  let stripeEvent: Awaited<ReturnType<typeof verifyWebhook>>;
  try {
    stripeEvent = await verifyWebhook(rawBody(event), event.headers?.['stripe-signature']);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      logger.warn('webhook refused: bad signature', { reason: error.message });
      throw new HttpError(400, 'invalid_signature', 'Firma del webhook non valida');
    }
    throw error;
  }
  logger.info('stripe event', { eventId: stripeEvent.id, type: stripeEvent.type });
  return handleStripeEvent(stripeEvent);
});
