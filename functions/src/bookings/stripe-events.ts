import { euroToCents } from '@catania/shared/domain/money';
import type Stripe from 'stripe';
import { logger } from '../lib/logger';
import {
  attachCheckoutSession,
  getBooking,
  getBookingByStripeSession,
  type StoredBooking,
} from './booking-repo';
import { confirmBooking } from './confirmation';
import { cancelBooking, extendHold } from './holds';
import { retrieveCheckoutSession } from './stripe';

/**
 * What Stripe tells us about a Checkout Session, by webhook or when the confirmation page asks:
 * a paid session confirms its booking, an expired or failed one cancels it. Every action is
 * idempotent, so repeated, reordered and racing reports end in the same state.
 */

/** How long an async payment (SEPA and the like) may take to settle while its nights wait. */
const PROCESSING_HOLD_DAYS = 7;

const isPaid = (session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required';

/** The booking a Stripe session pays for, checked against it; undefined if none matches. */
async function bookingOfSession(
  session: Stripe.Checkout.Session,
): Promise<StoredBooking | undefined> {
  const reference = session.client_reference_id ?? session.metadata?.bookingId ?? undefined;
  const booking =
    (reference ? await getBooking(reference) : undefined) ??
    (await getBookingByStripeSession(session.id));
  if (!booking) return undefined;
  if (booking.paymentIntentId && booking.paymentIntentId !== session.id) {
    logger.error('Stripe session does not belong to the booking it names', {
      bookingId: booking.id,
      sessionId: session.id,
    });
    return undefined;
  }
  if (!booking.paymentIntentId && session.url && booking.status === 'pending') {
    await attachCheckoutSession(booking.id, { id: session.id, url: session.url }).catch(() => {});
  }
  return booking;
}

/** The payment a paid session reports: when, and the euros it charged. */
const paymentOf = (session: Stripe.Checkout.Session, paidAt: Date) => ({
  paidAt: paidAt.toISOString(),
  amountPaid: (session.amount_total ?? 0) / 100,
});

/** Money check before confirming: the session charged what the booking costs, in euros. */
function chargedInFull(booking: StoredBooking, session: Stripe.Checkout.Session): boolean {
  const ok =
    session.amount_total === euroToCents(booking.totalPrice) &&
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

export type WebhookResult = { received: true; action: string; bookingId?: string };

/**
 * The webhook's Checkout events: paid (completed with payment_status paid, or async_payment_succeeded)
 * confirms; completed but unpaid waits (the hold stretches); expired or async failure cancels.
 * Every action is idempotent, so repeated and reordered deliveries end in the same state.
 */
export async function handleStripeEvent(
  event: Stripe.Event,
  now = new Date(),
): Promise<WebhookResult> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      break;
    default:
      return { received: true, action: 'ignored' };
  }
  const session = event.data.object as Stripe.Checkout.Session;
  const booking = await bookingOfSession(session);
  if (!booking) {
    logger.warn('Stripe event for no known booking', { eventId: event.id, sessionId: session.id });
    return { received: true, action: 'unknown_booking' };
  }
  const bookingId = booking.id;
  const paid =
    event.type === 'checkout.session.async_payment_succeeded' ||
    (event.type === 'checkout.session.completed' && isPaid(session));
  if (paid) {
    if (!chargedInFull(booking, session))
      return { received: true, action: 'amount_mismatch', bookingId };
    const payment = paymentOf(session, new Date(event.created * 1000));
    const { outcome } = await confirmBooking(bookingId, { source: 'stripe', payment, now });
    return { received: true, action: outcome, bookingId };
  }
  if (event.type === 'checkout.session.completed') {
    const until = new Date(now.getTime() + PROCESSING_HOLD_DAYS * 86_400_000);
    await extendHold(bookingId, until, now);
    return { received: true, action: 'awaiting_payment', bookingId };
  }
  const reason = event.type === 'checkout.session.expired' ? 'session_expired' : 'payment_failed';
  const cancelled = await cancelBooking(bookingId, reason, now);
  if (cancelled) logger.info('booking cancelled, nights released', { bookingId, reason });
  return { received: true, action: cancelled ? 'cancelled' : 'unchanged', bookingId };
}

/**
 * The booking of a Stripe session as it stands after Stripe's own word on the session: if the
 * webhook has not arrived yet, a paid session confirms it (through the same once-only path) and
 * an expired one cancels it. Undefined when no booking matches.
 */
export async function reconcileSession(
  sessionId: string,
  now: Date,
): Promise<StoredBooking | undefined> {
  let booking = await getBookingByStripeSession(sessionId);
  if (booking?.status === 'confirmed' && booking.paidAt) return booking;
  const session = await retrieveCheckoutSession(sessionId);
  if (!session) return booking;
  booking = (await bookingOfSession(session)) ?? booking;
  if (
    booking &&
    !booking.paidAt &&
    session.status === 'complete' &&
    isPaid(session) &&
    chargedInFull(booking, session)
  ) {
    const payment = paymentOf(session, now);
    return (await confirmBooking(booking.id, { source: 'stripe', payment, now })).booking;
  }
  if (booking?.status === 'pending' && session.status === 'expired') {
    // The expiry webhook has not arrived: Stripe's word is enough to release the nights.
    return (await cancelBooking(booking.id, 'session_expired', now)) ?? booking;
  }
  return booking;
}
