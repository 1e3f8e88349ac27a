import { canTransition } from '@catania/shared/domain/booking-status';
import { eachNight } from '@catania/shared/domain/dates';
import { paymentSummary } from '@catania/shared/domain/payment';
import {
  ADMIN_BOOKING_FIELDS,
  BOOKING_STATUS_LABELS,
  type Booking,
} from '@catania/shared/schemas/booking';
import { requireApartment } from '../apartments/apartments';
import { publishedWindow } from '../availability/availability';
import { listConflicts } from '../availability/conflicts';
import { releaseNights } from '../availability/night-ledger/direct-nights';
import { env } from '../lib/env';
import { InvalidTransition } from '../lib/errors';
import { logger } from '../lib/logger';
import { sendQueued } from '../mail/outbox';
import type { OutboxMail } from '../mail/outbox-repo';
import { listBookings } from './booking-lists';
import { bookingMail } from './booking-mail-parts';
import { renderGuestRejection } from './booking-mails';
import { requireBooking, type StoredBooking } from './booking-repo';
import { markRejected, type Payment } from './booking-transitions';
import { confirmBooking } from './confirmation';
import { cancelStayExtras } from './extras-events';
import { guestLinks } from './guest-links';
import { sendPaymentLink } from './owner-bookings';
import { makeRefund } from './refunds';
import { recordRefundMade } from './refunds-repo';
import { recordStayExtrasPaid } from './stay-extras';
import { closeCheckoutSession, paymentOfSession } from './stripe';

/**
 * What the admin reads of a booking: the fields of the shared schema, copied one by one, so the
 * guest's secret link and payment page never leave the table.
 */
export type AdminBooking = Booking;

export function forAdmin(stored: StoredBooking): AdminBooking {
  const view: Record<string, unknown> = {};
  for (const field of ADMIN_BOOKING_FIELDS) {
    if (stored[field] !== undefined) view[field] = stored[field];
  }
  return view as AdminBooking;
}

/** Every booking, newest first, each with the nights an imported calendar also blocks. */
export async function listAdminBookings(now = new Date()): Promise<AdminBooking[]> {
  const window = publishedWindow(now);
  const [bookings, conflicts] = await Promise.all([
    listBookings(),
    listConflicts(window.from, window.to, now),
  ]);
  const hit = new Map<string, string[]>();
  for (const c of conflicts) if (c.holder.kind === 'booking') hit.set(c.holder.bookingId, c.nights);
  return bookings.map((b) => {
    const nights = hit.get(b.id);
    return { ...forAdmin(b), ...(nights ? { conflictNights: nights } : {}) };
  });
}

const REFUND_FAILED =
  'Prenotazione rifiutata e ospite avvisato, ma Stripe non ha ancora eseguito il rimborso: verrà ritentato automaticamente ogni pochi minuti.';

/**
 * The owner's status change (product §4): pending -> confirmed, pending|confirmed -> rejected.
 * Confirming an unpaid booking leaves it to be paid (the guest is told the amount). Rejecting
 * closes an unpaid checkout first (so the guest cannot pay a rejected stay; a payment it already
 * took is refunded), frees the nights, refunds a paid booking in full through Stripe (once;
 * retried by the job if Stripe fails) and mails the guest.
 */
export async function changeBookingStatus(
  id: string,
  status: 'confirmed' | 'rejected',
  now = new Date(),
  options: { sendPaymentLink?: boolean } = {},
): Promise<{ booking: AdminBooking; refundError?: string; paymentLinkError?: string }> {
  const current = await requireBooking(id);
  if (!canTransition(current.status, status)) {
    throw new InvalidTransition(
      `Una prenotazione "${BOOKING_STATUS_LABELS[current.status]}" non può passare a "${BOOKING_STATUS_LABELS[status]}".`,
    );
  }
  if (status === 'confirmed') {
    const result = await confirmBooking(id, { source: 'admin', now });
    if (result.outcome === 'not_confirmable') {
      throw new InvalidTransition('Lo stato della prenotazione è cambiato nel frattempo');
    }
    if (options.sendPaymentLink && !result.booking.paidAt) {
      // The owner agreed in the dialog: the guest gets a way to pay (and a reminder before expiry).
      try {
        await sendPaymentLink(id, now);
      } catch (error) {
        logger.error('confirmed, but the payment link was not sent', { bookingId: id, error });
        return {
          booking: forAdmin(result.booking),
          paymentLinkError:
            'Prenotazione confermata, ma il link di pagamento non è partito: usa «Invia link di pagamento».',
        };
      }
      return { booking: forAdmin(await requireBooking(id)) };
    }
    return { booking: forAdmin(result.booking) };
  }
  return rejectBooking(current, now);
}

/**
 * The payment a booking's open Stripe session already took, found while closing the session
 * before the rejection (so the guest cannot pay a rejected stay). Undefined when the session is
 * closed now, or Stripe could not be asked: a payment that still lands is refunded by the webhook
 * (stripe-event-table.ts, rejected_unpaid × paid).
 */
async function paymentBeforeRejection(
  booking: StoredBooking,
  now: Date,
): Promise<{ payment?: Payment; closedHere: boolean }> {
  if (!booking.paymentIntentId || booking.paidAt) return { closedHere: false };
  try {
    const closing = await closeCheckoutSession(booking.paymentIntentId);
    if (closing.closed) return { closedHere: true };
    // Extras paid with the stay are recorded, then refunded with it (cancelStayExtras).
    await recordStayExtrasPaid(booking.id, closing.paid, now);
    return { payment: paymentOfSession(closing.paid, now), closedHere: false };
  } catch (error) {
    logger.warn('could not close the Stripe session of a booking being rejected', {
      id: booking.id,
      error,
    });
    return { closedHere: false };
  }
}

/**
 * The expiry event of the session the rejection itself closed can arrive before the rejection is
 * written, and cancel the booking as lapsed: the owner's decision still stands over it.
 */
const lapsedByOurClose = (booking: StoredBooking, closedHere: boolean) =>
  closedHere &&
  booking.status === 'cancelled' &&
  booking.cancelReason === 'session_expired' &&
  !booking.paidAt;

/**
 * Rejects a booking (pending or confirmed) once. Its open Stripe session is closed first; a
 * payment it already took becomes part of the rejection. Then the status, the payment, the refund
 * owed and the guest's mail are one transaction, conditional on no other payment having landed
 * meanwhile (if one did, the rejection is decided again with it). Then its nights are freed and
 * the refund made.
 */
async function rejectBooking(
  booking: StoredBooking,
  now: Date,
): Promise<{ booking: AdminBooking; refundError?: string }> {
  const { payment: paidOnStripe, closedHere } = await paymentBeforeRejection(booking, now);
  const apartment = await requireApartment(booking.apartmentId);
  let current = booking;
  let refundDue = 0;
  for (let attempt = 0; ; attempt++) {
    const payment = current.paidAt ? undefined : paidOnStripe;
    const summary = paymentSummary({ ...current, ...payment });
    // Money paid outside Stripe (cash, transfer) is given back by the owner, not through Stripe.
    refundDue =
      summary.paid && !current.paidOffline ? summary.amountPaid - summary.amountRefunded : 0;
    const rejected: StoredBooking = {
      ...current,
      ...payment,
      status: 'rejected',
      rejectedAt: now.toISOString(),
      ...(refundDue > 0 ? { refundDue } : {}),
    };
    const mails: OutboxMail[] = [
      bookingMail(
        current,
        'guest-rejection',
        'guest-rejection',
        renderGuestRejection({
          booking: rejected,
          apartment,
          siteUrl: env.SITE_URL,
          guestLink: guestLinks(current, env.SITE_URL)?.page,
        }),
      ),
    ];
    const unpaid = !current.paidAt;
    const overLapse = lapsedByOurClose(current, closedHere);
    if (await markRejected(current.id, { now, refundDue, payment, unpaid, overLapse, mails })) {
      await sendQueued(mails);
      break;
    }
    current = await requireBooking(booking.id);
    if (
      attempt > 0 ||
      !(canTransition(current.status, 'rejected') || lapsedByOurClose(current, closedHere))
    ) {
      throw new InvalidTransition('Lo stato della prenotazione è cambiato nel frattempo');
    }
  }
  await releaseNights(
    booking.apartmentId,
    booking.id,
    eachNight(booking.checkIn, booking.checkOut),
    { onlyHeld: false },
  );
  const extrasRefunded = await cancelStayExtras(booking, now);
  const refund = refundDue > 0 ? await makeRefund(booking.id, now) : undefined;
  logger.info('booking rejected', { bookingId: booking.id, refundDue });
  return {
    booking: forAdmin(await requireBooking(booking.id)),
    ...((refund && !refund.made) || !extrasRefunded ? { refundError: REFUND_FAILED } : {}),
  };
}

const NO_REFUND_BY_HAND =
  'Nessun rimborso da registrare: la prenotazione non era pagata fuori Stripe, o il rimborso è già registrato.';

/**
 * 'Rimborso eseguito': the owner gave back by hand (cash, bank transfer) what a guest's
 * cancellation owes on a booking paid outside Stripe. Recorded once, as a refund that succeeded;
 * 'Da fare' stops listing it.
 */
export async function recordRefundByHand(
  id: string,
  now = new Date(),
): Promise<{ success: true; booking: AdminBooking }> {
  const booking = await requireBooking(id);
  if (!booking.paidOffline || !booking.refundDue || booking.refund) {
    throw new InvalidTransition(NO_REFUND_BY_HAND);
  }
  const refund = {
    id: `by-hand-${booking.id}`,
    status: 'succeeded',
    amount: booking.refundDue,
    createdAt: now.toISOString(),
  };
  if (!(await recordRefundMade(booking.id, refund, now))) {
    throw new InvalidTransition(NO_REFUND_BY_HAND);
  }
  logger.info('refund given back by hand recorded', { bookingId: id, amount: refund.amount });
  return { success: true, booking: forAdmin(await requireBooking(id)) };
}
