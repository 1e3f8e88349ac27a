import Stripe from 'stripe';
import { getSecret } from '../lib/secrets';

/** A webhook delivery is Stripe's only when its signature says so. */

/** A webhook that did not come from Stripe, or not in these exact bytes, or not recently. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * Verifies a webhook's signature over the exact bytes received (300 s tolerance) and parses it.
 * Throws WebhookSignatureError on a missing, stale or mismatched signature.
 */
export async function verifyWebhook(
  payload: Buffer,
  signature: string | undefined,
): Promise<Stripe.Event> {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  const secret = await getSecret('STRIPE_WEBHOOK_SECRET');
  try {
    return await Stripe.webhooks.constructEventAsync(payload, signature, secret, 300);
  } catch (error) {
    const e = error as { type?: string; message?: string };
    if (e?.type === 'StripeSignatureVerificationError' || error instanceof SyntaxError) {
      throw new WebhookSignatureError(e?.message ?? 'Invalid signature');
    }
    throw error;
  }
}
