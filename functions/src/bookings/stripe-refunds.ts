import { euroToCents } from '@catania/shared/domain/money';
import type Stripe from 'stripe';
import type { StoredBooking } from './booking-repo';
import { idOf, isMissingResource, stripe } from './stripe';

/** Refunds on Stripe: asked once per key, and read back as the booking records them. */

export interface RefundResult {
  id: string;
  status: string;
  /** Euros. */
  amount: number;
  createdAt: string;
}

export const refundResult = (refund: Stripe.Refund, now = new Date()): RefundResult => ({
  id: refund.id,
  status: refund.status ?? 'pending',
  amount: (refund.amount ?? 0) / 100,
  // A webhook's object is not checked field by field: a missing date is not a crash.
  createdAt: (Number.isFinite(refund.created)
    ? new Date(refund.created * 1000)
    : now
  ).toISOString(),
});

/**
 * Refunds `amountEuro` of a booking's payment (the payment of its Checkout Session), once: a
 * booking has at most one refund, so a refund Stripe already holds for it (metadata bookingId,
 * not failed) is returned rather than made again, and the idempotency key is the payment's (a new
 * one only after Stripe reported an earlier refund of it failed), so concurrent or repeated
 * requests are one.
 */
export async function refundPayment(
  booking: Pick<StoredBooking, 'id' | 'paymentIntentId'>,
  amountEuro: number,
  /**
   * Beside the booking id: what the refund is for, when not the stay (extras-refunds.ts); an
   * earlier refund counts as this one only when it carries the same.
   */
  metadata: Record<string, string> = {},
): Promise<RefundResult> {
  if (!booking.paymentIntentId) throw new Error(`Booking ${booking.id} has no Stripe session`);
  const api = await stripe();
  const session = await api.checkout.sessions.retrieve(booking.paymentIntentId);
  const paymentIntent = idOf(session.payment_intent);
  if (!paymentIntent) throw new Error(`Session ${session.id} has no payment to refund`);
  const existing = await api.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  const failed = (refund: Stripe.Refund) =>
    refund.status === 'failed' || refund.status === 'canceled';
  // One refund per purpose: an extras purchase may refund its deposit, then the rest.
  // A stay's refund (no purpose) never takes an extras' refund of the same payment for its own.
  const same = (refund: Stripe.Refund) =>
    refund.metadata?.bookingId === booking.id &&
    (metadata.purpose !== undefined || refund.metadata?.purpose === undefined) &&
    Object.entries(metadata).every(([key, value]) => refund.metadata?.[key] === value);
  const made = existing.data.find((refund) => same(refund) && !failed(refund));
  if (made) return refundResult(made);
  const failures = existing.data.filter((refund) => same(refund) && failed(refund)).length;
  const purpose = metadata.refundFor ? `-${metadata.refundFor}` : '';
  const refund = await api.refunds.create(
    {
      payment_intent: paymentIntent,
      amount: euroToCents(amountEuro),
      reason: 'requested_by_customer',
      metadata: { ...metadata, bookingId: booking.id },
    },
    { idempotencyKey: `refund-${paymentIntent}${purpose}${failures > 0 ? `-${failures}` : ''}` },
  );
  return refundResult(refund);
}

/** A refund as Stripe knows it now; undefined when Stripe has no such refund. */
export async function retrieveRefund(id: string): Promise<RefundResult | undefined> {
  const api = await stripe();
  try {
    return refundResult(await api.refunds.retrieve(id));
  } catch (error) {
    if (isMissingResource(error)) return undefined;
    throw error;
  }
}
