import type Stripe from 'stripe';
import { releaseNights, sellNights } from '../availability/night-ledger/direct-nights';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { deliverMail } from '../mail/outbox';
import { getBooking, type StoredBooking } from './booking-repo';
import { holdsDepartureDay } from './extras';
import { renderGuestExtras, renderOwnerExtras } from './extras-mails';
import { refundCancelledStayExtras } from './extras-refunds';
import {
  getPurchase,
  markPurchaseExpired,
  markPurchasePaid,
  withStayPurchaseId,
} from './extras-repo';
import { guestLinks } from './guest-links';

/** What happens to a purchase of extras when Stripe reports its session, or when its stay is cancelled. */

export type ExtrasEventResult = { received: true; action: string; bookingId?: string };

/**
 * Stripe's word on an extras checkout (the webhook hands over sessions whose metadata says
 * `purpose: extras`): paid adds the extras to the booking once and sells a late check-out's day;
 * expired or failed ends the purchase and gives the day back.
 */
export async function handleExtrasSessionEvent(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<ExtrasEventResult> {
  const bookingId = session.metadata?.bookingId ?? '';
  const purchase = await getPurchase(bookingId, session.metadata?.purchaseId ?? '');
  const booking = purchase ? await getBooking(bookingId) : undefined;
  if (!purchase || !booking || purchase.sessionId !== session.id) {
    logger.warn('Stripe extras event for no known purchase', {
      eventId: event.id,
      sessionId: session.id,
    });
    return { received: true, action: 'unknown_purchase' };
  }
  const lateCheckout = holdsDepartureDay(purchase.lines);
  const paid =
    event.type === 'checkout.session.async_payment_succeeded' ||
    (event.type === 'checkout.session.completed' && session.payment_status === 'paid');
  if (paid) {
    if (session.amount_total !== purchase.amountCents || (session.currency ?? '') !== 'eur') {
      logger.error('Stripe extras amount differs from the purchase', {
        bookingId,
        sessionId: session.id,
        amountTotal: session.amount_total,
        expectedCents: purchase.amountCents,
      });
      return { received: true, action: 'amount_mismatch', bookingId };
    }
    if (
      !(await markPurchasePaid(purchase, new Date(event.created * 1000), { sessionId: session.id }))
    ) {
      return { received: true, action: 'unchanged', bookingId };
    }
    if (lateCheckout) {
      try {
        await sellNights(booking.apartmentId, booking.id, [booking.checkOut], now);
      } catch (error) {
        // Paid, but the day went to an arrival in between: the owner decides (refund or not).
        logger.error('late check-out paid but its day is taken', { bookingId, error });
      }
    }
    const page = guestLinks(booking, env.SITE_URL)?.page;
    await Promise.all([
      deliverMail({
        id: `${purchase.id}#guest-extras`,
        kind: 'guest-extras',
        to: [booking.guestEmail],
        replyTo: [env.MAIL_OWNER],
        bookingId,
        ...renderGuestExtras(booking, purchase.lines, page),
      }),
      deliverMail({
        id: `${purchase.id}#owner-extras`,
        kind: 'owner-extras',
        to: [env.MAIL_OWNER],
        replyTo: [booking.guestEmail],
        bookingId,
        ...renderOwnerExtras(booking, purchase.lines),
      }),
    ]);
    return { received: true, action: 'extras_paid', bookingId };
  }
  if (event.type === 'checkout.session.completed') {
    return { received: true, action: 'awaiting_payment', bookingId };
  }
  if (await markPurchaseExpired(purchase)) {
    if (lateCheckout) {
      await releaseNights(booking.apartmentId, booking.id, [booking.checkOut], { onlyHeld: true });
    }
    return { received: true, action: 'extras_expired', bookingId };
  }
  return { received: true, action: 'unchanged', bookingId };
}

/**
 * A stay that will not happen (cancelled by its guest, or by the owner) takes its extras with it:
 * the late check-out's day goes back to the calendar, and every paid purchase is refunded in full,
 * deposits included, since none of it will be provided (extras-refunds.ts: owed first, so the job
 * makes what Stripe refuses now). Safe to repeat. Answers whether every refund is made now.
 */
export async function cancelStayExtras(booking: StoredBooking, now: Date): Promise<boolean> {
  await releaseNights(booking.apartmentId, booking.id, [booking.checkOut], { onlyHeld: false });
  // Extras taken with a stay never paid end with it (a payment landing later still counts).
  await markPurchaseExpired({ bookingId: booking.id, id: withStayPurchaseId(booking.id) });
  return refundCancelledStayExtras(booking, now);
}
