import * as routes from '@catania/shared/api/routes/bookings';
import { metricNames } from '@catania/shared/config/metrics';
import * as z from 'zod';
import { handleStripeEvent } from '../bookings/stripe-events';
import { verifyWebhook, WebhookSignatureError } from '../bookings/stripe-webhook-signature';
import { rawBody } from '../http/body-parser';
import { HttpError } from '../http/errors';
import { httpHandler } from '../http/handler';
import { parseOrThrow } from '../http/validate';
import { recordFailure } from '../lib/failure-log';
import { logger } from '../lib/logger';
import { count } from '../lib/metrics';

/**
 * The shape every Stripe event has. A correctly signed body may still lack it (a test event sent
 * by hand, a future API version): that is a 400 naming the field, not a crash.
 */
const stripeEventShape = z.looseObject({
  id: z.string(),
  type: z.string(),
  created: z.number(),
  data: z.looseObject({ object: z.looseObject({ id: z.string() }) }),
});

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
      // Every delivery refused means the signing secret is wrong: payments would not confirm.
      await webhookFailed('Webhook di Stripe rifiutato: firma non valida');
      throw new HttpError(400, 'invalid_signature', 'Firma del webhook non valida');
    }
    await webhookFailed('Webhook di Stripe non verificato: errore imprevisto');
    throw error;
  }
  parseOrThrow(stripeEventShape, stripeEvent);
  logger.info('stripe event', { eventId: stripeEvent.id, type: stripeEvent.type });
  try {
    return await handleStripeEvent(stripeEvent);
  } catch (error) {
    // Answered 500: Stripe delivers it again, for up to three days.
    await webhookFailed(`Evento Stripe ${stripeEvent.type} non elaborato: Stripe lo rinvierà`);
    throw error;
  }
});

async function webhookFailed(message: string): Promise<void> {
  count(metricNames.webhooksFailed);
  await recordFailure('stripe-webhook', message);
}
