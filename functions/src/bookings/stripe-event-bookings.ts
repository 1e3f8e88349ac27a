import { euroToCents } from '@catania/shared/domain/money';
import type Stripe from 'stripe';
import { logger } from '../lib/logger';
import { attachCheckoutSession } from './booking-payment-sessions';
import { getBooking, getBookingByStripeSession, type StoredBooking } from './booking-repo';
import { extrasCentsOf, sessionOfPayment } from './stripe';

/** The booking a Stripe event is about (by its session, or its payment's), and whether it was paid in full. */

/** The booking a Stripe session pays for, checked against it; undefined if none matches. */
export async function bookingOfSession(
  session: Stripe.Checkout.Session,
): Promise<StoredBooking | undefined> {
  const reference = session.client_reference_id ?? session.metadata?.bookingId ?? undefined;
  const booking =
    (reference ? await getBooking(reference) : undefined) ??
    (await getBookingByStripeSession(session.id));
  if (!booking) return undefined;
  if (booking.paymentIntentId && booking.paymentIntentId !== session.id) {
    // A payment link sent again replaces the booking's session: the old one's expiry is expected.
    // Anything else on a session the booking does not hold is worth a look.
    const superseded = session.status === 'expired' && session.payment_status === 'unpaid';
    logger[superseded ? 'info' : 'error'](
      superseded
        ? 'A replaced Stripe session of the booking expired'
        : 'Stripe session does not belong to the booking it names',
      { bookingId: booking.id, sessionId: session.id },
    );
    return undefined;
  }
  if (!booking.paymentIntentId && session.url && booking.status === 'pending') {
    await attachCheckoutSession(booking.id, { id: session.id, url: session.url }).catch(() => {});
  }
  return booking;
}

/** The booking a payment (a PaymentIntent) paid for, through its Checkout Session. */
export async function bookingOfPayment(paymentIntent: string | undefined) {
  if (!paymentIntent) return undefined;
  const session = await sessionOfPayment(paymentIntent);
  return session ? bookingOfSession(session) : undefined;
}

/**
 * Money check before confirming: the session charged what the booking costs, in euros, and the
 * extras taken with it (their purchase's cents, checked against it in stay-extras.ts).
 */
export function chargedInFull(booking: StoredBooking, session: Stripe.Checkout.Session): boolean {
  const ok =
    session.amount_total === euroToCents(booking.totalPrice) + extrasCentsOf(session) &&
    (session.currency ?? '').toLowerCase() === 'eur';
  if (!ok) {
    logger.error('Stripe session amount differs from the booking total: not confirmed', {
      bookingId: booking.id,
      sessionId: session.id,
      amountTotal: session.amount_total,
      currency: session.currency,
      expectedCents: euroToCents(booking.totalPrice),
    });
  }
  return ok;
}
