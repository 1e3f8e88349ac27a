import { metricNames } from '@catania/shared/config/metrics';
import { type CalendarDate, eachNight } from '@catania/shared/domain/dates';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { requireApartment } from '../apartments/apartments';
import { releaseNights, sellNights } from '../availability/night-ledger';
import { env } from '../lib/env';
import { NightsTaken } from '../lib/errors';
import { logger } from '../lib/logger';
import { count } from '../lib/metrics';
import { deliverMail, sendQueued } from '../mail/outbox';
import type { OutboxMail } from '../mail/outbox-repo';
import {
  bookingMail,
  renderGuestConfirmation,
  renderGuestPaymentReceipt,
  renderOwnerBookingNotice,
  renderOwnerPaymentAlert,
} from './booking-mails';
import {
  flagPaidWithoutNights,
  getBooking,
  markConfirmed,
  markPaid,
  type Payment,
  requireBooking,
  type StoredBooking,
} from './booking-repo';
import { guestLinks } from './guest-links';

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
  /** Paid, but a night could not be kept: flagged for the owner, never confirmed. */
  | { outcome: 'nights_lost'; booking: StoredBooking; nights: CalendarDate[] }
  /** The owner had rejected it before the payment arrived. */
  | { outcome: 'rejected'; booking: StoredBooking };

const mailInput = (booking: StoredBooking, apartment: Apartment) => ({
  booking,
  apartment,
  siteUrl: env.SITE_URL,
  guestLink: guestLinks(booking, env.SITE_URL)?.page,
});

/** The guest's confirmation, and the owner's notice unless the owner confirmed it themself. */
function confirmationMails(
  booking: StoredBooking,
  apartment: Apartment,
  source: Source,
): OutboxMail[] {
  const input = mailInput(booking, apartment);
  const guest = bookingMail(
    booking,
    'guest-confirmation',
    'guest-confirmation',
    renderGuestConfirmation(input),
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

/** A paid booking's nights are gone: the owner is told, the booking flagged, never confirmed. */
async function flagNightsLost(
  booking: StoredBooking,
  lost: readonly CalendarDate[],
  options: Confirmer & { now: Date },
): Promise<ConfirmOutcome> {
  if (options.source === 'admin') throw new NightsTaken(lost);
  logger.error('paid booking lost its nights: NOT confirmed, the owner must refund or rebook', {
    bookingId: booking.id,
    apartmentId: booking.apartmentId,
    nights: lost,
  });
  const flagged = await flagPaidWithoutNights(booking.id, {
    payment: options.payment,
    now: options.now,
  });
  if (!flagged) throw new Error(`booking ${booking.id} was decided while its nights were lost`);
  return { outcome: 'nights_lost', booking: flagged, nights: [...lost] };
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

/**
 * pending (or cancelled, for a payment that landed after its hold lapsed) -> confirmed, exactly
 * once. First every night becomes `sold` to this booking, which succeeds only for nights that are
 * still its own or free; then the status changes, conditionally, in one transaction with the
 * mails to send, so the mails exist once and only for the call that made the change.
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
  if (booking.status === 'rejected') return { result: { outcome: 'rejected', booking }, mails: [] };

  const nights = eachNight(booking.checkIn, booking.checkOut);
  try {
    await sellNights(booking.apartmentId, booking.id, nights, options.now);
  } catch (error) {
    if (!(error instanceof NightsTaken)) throw error;
    return { result: await flagNightsLost(booking, error.nights, options), mails: [] };
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
  const mails = confirmationMails(confirmed, apartment, options.source);
  if (await markConfirmed(booking, { now: options.now, payment, source: options.source, mails })) {
    const stored = (await getBooking(booking.id)) ?? confirmed;
    return { result: { outcome: 'confirmed', booking: stored }, mails };
  }
  const current = await requireBooking(booking.id);
  if (current.status === 'confirmed') {
    return { result: { outcome: 'already_confirmed', booking: current }, mails: [] };
  }
  if (current.status === 'rejected') {
    // Rejected while we were selling its nights: give them back.
    await releaseNights(current.apartmentId, current.id, nights, { onlyHeld: false });
    return { result: { outcome: 'rejected', booking: current }, mails: [] };
  }
  throw new Error(`booking ${booking.id} could not be confirmed from ${current.status}`);
}

/**
 * Confirms a booking: Stripe's payment, or the owner's word (which leaves it to be paid). Once,
 * with the guest's and the owner's mails sent once, by whichever caller gets there first
 * (webhook, confirmation page, admin). A payment for a booking the owner confirmed unpaid is
 * recorded on it.
 */
export async function confirmBooking(
  bookingId: string,
  options: Confirmer & { now?: Date },
): Promise<ConfirmOutcome> {
  const now = options.now ?? new Date();
  const booking = await requireBooking(bookingId);
  const apartment = await requireApartment(booking.apartmentId);
  const { result, mails } = await confirmOnce(booking, apartment, { ...options, now });
  const input = { booking: result.booking, apartment, siteUrl: env.SITE_URL };
  switch (result.outcome) {
    case 'confirmed':
    case 'payment_recorded':
      logger.info(`booking ${result.outcome.replace('_', ' ')}`, {
        bookingId,
        source: options.source,
      });
      if (result.outcome === 'confirmed') count(metricNames.bookingsConfirmed);
      await sendQueued(mails);
      break;
    case 'nights_lost':
      await deliverMail(
        bookingMail(
          result.booking,
          'alert-nights-lost',
          'owner-alert',
          renderOwnerPaymentAlert({ ...input, reason: 'nights_lost', nights: result.nights }),
        ),
      );
      break;
    case 'rejected':
      if (options.source === 'stripe') {
        logger.error('payment received for a rejected booking: the owner must refund', {
          bookingId,
        });
        await deliverMail(
          bookingMail(
            result.booking,
            'alert-paid-after-rejection',
            'owner-alert',
            renderOwnerPaymentAlert({ ...input, reason: 'rejected' }),
          ),
        );
      }
      break;
    case 'already_confirmed':
      break;
  }
  return result;
}
