import { metricNames } from '@catania/shared/config/metrics';
import { type CalendarDate, eachNight } from '@catania/shared/domain/dates';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { requireApartment } from '../apartments/apartments';
import { releaseNights, sellNights } from '../availability/night-ledger/direct-nights';
import { env } from '../lib/env';
import { NightsTaken } from '../lib/errors';
import { logger } from '../lib/logger';
import { count } from '../lib/metrics';
import { sendQueued } from '../mail/outbox';
import type { OutboxMail } from '../mail/outbox-repo';
import { guestTaxTermsOf } from '../tourist-tax/rates-repo';
import { bookingMail } from './booking-mail-parts';
import { renderGuestConfirmation, renderGuestPaymentReceipt } from './booking-mails';
import { getBooking, requireBooking, type StoredBooking } from './booking-repo';
import { markConfirmed, markPaid, type Payment } from './booking-transitions';
import { guestLinks } from './guest-links';
import { renderOwnerBookingNotice } from './owner-booking-mails';

type Source = 'stripe' | 'admin';

/** Who confirms: Stripe, with the payment it reports, or the owner (which is no payment). */
export type Confirmer = { source: 'admin' } | { source: 'stripe'; payment: Payment };

export type ConfirmOutcome =
  /** This call made the booking confirmed: it alone sends the mails. */
  | { outcome: 'confirmed'; booking: StoredBooking }
  /** It already was (a repeated event, the page and the webhook racing). */
  | { outcome: 'already_confirmed'; booking: StoredBooking }
  /** The owner had confirmed it unpaid; this call recorded Stripe's payment (mails sent once). */
  | { outcome: 'payment_recorded'; booking: StoredBooking }
  /** Paid, but a night could not be kept: never confirmed (its payment is for the caller). */
  | { outcome: 'nights_lost'; booking: StoredBooking; nights: CalendarDate[] }
  /**
   * It can no longer be confirmed: the owner rejected it, its guest cancelled it, or a payment
   * already settled it otherwise. No night is kept for it.
   */
  | { outcome: 'not_confirmable'; booking: StoredBooking };

const mailInput = (booking: StoredBooking, apartment: Apartment) => ({
  booking,
  apartment,
  siteUrl: env.SITE_URL,
  guestLink: guestLinks(booking, env.SITE_URL)?.page,
});

/** The guest's confirmation, and the owner's notice unless the owner confirmed it themself. */
async function confirmationMails(
  booking: StoredBooking,
  apartment: Apartment,
  source: Source,
): Promise<OutboxMail[]> {
  const input = mailInput(booking, apartment);
  const touristTax = await guestTaxTermsOf(booking.checkIn, booking.checkOut);
  const guest = bookingMail(
    booking,
    'guest-confirmation',
    'guest-confirmation',
    renderGuestConfirmation({ ...input, touristTax }),
  );
  if (source === 'admin') return [guest];
  return [
    guest,
    bookingMail(booking, 'owner-booking', 'owner-booking', renderOwnerBookingNotice(input)),
  ];
}

/** A payment that arrives after the owner confirmed the booking unpaid: receipt and notice. */
function paymentMails(booking: StoredBooking, apartment: Apartment): OutboxMail[] {
  const input = mailInput(booking, apartment);
  return [
    bookingMail(booking, 'guest-payment', 'guest-payment', renderGuestPaymentReceipt(input)),
    bookingMail(
      booking,
      'owner-payment',
      'owner-payment',
      renderOwnerBookingNotice({ ...input, latePayment: true }),
    ),
  ];
}

/** Stripe's payment for a booking the owner had confirmed unpaid: recorded once. */
async function recordLatePayment(
  booking: StoredBooking,
  apartment: Apartment,
  payment: Payment,
  now: Date,
): Promise<{ result: ConfirmOutcome; mails: OutboxMail[] }> {
  const paid: StoredBooking = { ...booking, ...payment, updatedAt: now.toISOString() };
  const mails = paymentMails(paid, apartment);
  if (await markPaid(booking.id, { now, payment, mails })) {
    return { result: { outcome: 'payment_recorded', booking: paid }, mails };
  }
  const current = await requireBooking(booking.id);
  return { result: { outcome: 'already_confirmed', booking: current }, mails: [] };
}

/** Only a pending booking may still become a stay. */
const confirmable = (booking: StoredBooking) => booking.status === 'pending';

/**
 * pending -> confirmed, exactly once. First every night becomes `sold` to this booking, which succeeds only for nights that are
 * still its own or free; then the status changes, conditionally, in one transaction with the
 * mails to send, so the mails exist once and only for the call that made the change. When the
 * change is refused (decided meanwhile), the nights this call sold are given back.
 */
async function confirmOnce(
  booking: StoredBooking,
  apartment: Apartment,
  options: Confirmer & { now: Date },
): Promise<{ result: ConfirmOutcome; mails: OutboxMail[] }> {
  if (booking.status === 'confirmed') {
    if (options.source === 'stripe' && !booking.paidAt) {
      return recordLatePayment(booking, apartment, options.payment, options.now);
    }
    return { result: { outcome: 'already_confirmed', booking }, mails: [] };
  }
  if (!confirmable(booking)) {
    return { result: { outcome: 'not_confirmable', booking }, mails: [] };
  }

  const nights = eachNight(booking.checkIn, booking.checkOut);
  try {
    await sellNights(booking.apartmentId, booking.id, nights, options.now);
  } catch (error) {
    if (!(error instanceof NightsTaken)) throw error;
    if (options.source === 'admin') throw error;
    logger.error('paid booking lost its nights: NOT confirmed', {
      bookingId: booking.id,
      apartmentId: booking.apartmentId,
      nights: error.nights,
    });
    return { result: { outcome: 'nights_lost', booking, nights: [...error.nights] }, mails: [] };
  }

  // Stripe's word is a payment; the owner's confirmation of an unpaid booking is not one.
  const payment = options.source === 'stripe' ? options.payment : undefined;
  const confirmed: StoredBooking = {
    ...booking,
    status: 'confirmed',
    updatedAt: options.now.toISOString(),
    ...(payment && !booking.paidAt ? payment : {}),
    confirmedBy: options.source,
  };
  delete confirmed.checkoutUrl;
  delete confirmed.holdExpiresAt;
  const mails = await confirmationMails(confirmed, apartment, options.source);
  if (await markConfirmed(booking, { now: options.now, payment, source: options.source, mails })) {
    const stored = (await getBooking(booking.id)) ?? confirmed;
    return { result: { outcome: 'confirmed', booking: stored }, mails };
  }
  const current = await requireBooking(booking.id);
  if (current.status === 'confirmed') {
    return { result: { outcome: 'already_confirmed', booking: current }, mails: [] };
  }
  // Decided while we were selling its nights (rejected, cancelled, paid otherwise): the nights
  // go back, so a late event never re-takes them.
  await releaseNights(current.apartmentId, current.id, nights, { onlyHeld: false });
  return { result: { outcome: 'not_confirmable', booking: current }, mails: [] };
}

/**
 * Confirms a booking: Stripe's payment, or the owner's word (which leaves it to be paid). Once,
 * with the guest's and the owner's mails sent once, by whichever caller gets there first
 * (webhook, confirmation page, admin). A payment for a booking the owner confirmed unpaid is
 * recorded on it. A payment that cannot confirm (nights lost, decided meanwhile) is the caller's
 * to refund (stripe-events.ts).
 */
export async function confirmBooking(
  bookingId: string,
  options: Confirmer & { now?: Date },
): Promise<ConfirmOutcome> {
  const now = options.now ?? new Date();
  const booking = await requireBooking(bookingId);
  const apartment = await requireApartment(booking.apartmentId);
  const { result, mails } = await confirmOnce(booking, apartment, { ...options, now });
  if (result.outcome === 'confirmed' || result.outcome === 'payment_recorded') {
    logger.info(`booking ${result.outcome.replace('_', ' ')}`, {
      bookingId,
      source: options.source,
    });
    if (result.outcome === 'confirmed') count(metricNames.bookingsConfirmed);
    await sendQueued(mails);
  }
  return result;
}
