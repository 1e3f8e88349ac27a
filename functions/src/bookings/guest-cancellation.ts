import { CANCELLATION_REFUSALS, cancellationQuote } from '@catania/shared/domain/cancellation';
import { eachNight, todayInRome } from '@catania/shared/domain/dates';
import type { GuestBooking } from '@catania/shared/schemas/guest-booking';
import { requireApartment } from '../apartments/apartments';
import { releaseNights } from '../availability/night-ledger/direct-nights';
import { env } from '../lib/env';
import { Conflict, InvalidTransition } from '../lib/errors';
import { logger } from '../lib/logger';
import { sendQueued } from '../mail/outbox';
import { bookingMail } from './booking-mail-parts';
import { renderGuestCancellation } from './booking-mails';
import { requireBooking, type StoredBooking } from './booking-repo';
import { markCancelledByGuest } from './booking-transitions';
import { cancelStayExtras } from './extras-events';
import { guestLinks } from './guest-links';
import { requireOwnBooking, toGuestBooking } from './guest-view';
import { refundLatePayment } from './late-payments';
import { renderOwnerCancellation } from './owner-booking-mails';
import { makeRefund } from './refunds';
import { recordStayExtrasPaid } from './stay-extras';
import { closeCheckoutSession, paymentOfSession } from './stripe';

export const REFUND_CHANGED =
  "L'importo del rimborso è cambiato rispetto a quello mostrato: ricarica la pagina per vedere quello di oggi prima di confermare.";

const REFUND_DELAYED =
  'Prenotazione cancellata, ma Stripe non ha ancora eseguito il rimborso: verrà ritentato automaticamente nei prossimi minuti.';

const NO_LONGER_CONFIRMED =
  'Lo stato della prenotazione è cambiato nel frattempo: ricarica la pagina.';

const cancelledByGuest = (booking: StoredBooking) =>
  booking.status === 'cancelled' && booking.cancelReason === 'guest';

/**
 * The guest's own cancellation (POST /api/bookings/{id}/cancel), under the one policy of the site
 * config and Catania's date today, recomputed here whatever the page showed: the refund the page
 * showed must still be today's. Decided once: the status, the refund owed and both mails are one
 * transaction conditional on the booking being confirmed, so a second press (even a concurrent
 * one) finds it cancelled and gets the same answer, never a second refund. Then the nights go
 * back through the night ledger and Stripe refunds (retried by the job if it fails); a repeated
 * call repeats these two, which are idempotent, so it also finishes what a crash left undone.
 */
export async function cancelByGuest(
  id: string | undefined,
  request: { token: string; refund: number },
  now = new Date(),
): Promise<{ booking: GuestBooking; refundError?: string }> {
  const booking = await requireOwnBooking(id, request.token, now);
  if (!cancelledByGuest(booking)) await decideCancellation(booking, request.refund, now);
  await releaseNights(
    booking.apartmentId,
    booking.id,
    eachNight(booking.checkIn, booking.checkOut),
    { onlyHeld: false },
  );
  if (!booking.paidAt && booking.paymentIntentId) await closeUnpaidCheckout(booking, now);
  const extrasRefunded = await cancelStayExtras(booking, now);
  const decided = await requireBooking(booking.id);
  // Paid outside Stripe: the owner gives the money back by hand and records it in the panel.
  const refund =
    decided.refundDue && !decided.refund && !decided.paidOffline
      ? await makeRefund(booking.id, now)
      : undefined;
  return {
    booking: await toGuestBooking(refund?.made ? await requireBooking(booking.id) : decided, now),
    ...((refund && !refund.made) || !extrasRefunded ? { refundError: REFUND_DELAYED } : {}),
  };
}

/**
 * A booking the owner confirmed before it was paid still has its Stripe page open: closed, so the
 * guest cannot pay a cancelled stay; a payment it took meanwhile is refunded in full at once (the
 * webhook would do the same, stripe-event-table.ts guest_cancelled_unpaid × paid).
 */
async function closeUnpaidCheckout(booking: StoredBooking, now: Date): Promise<void> {
  try {
    const closing = await closeCheckoutSession(booking.paymentIntentId ?? '');
    if (!closing.closed) {
      // Extras paid with the stay are recorded, then refunded with it (cancelStayExtras).
      await recordStayExtrasPaid(booking.id, closing.paid, now);
      await refundLatePayment(booking.id, paymentOfSession(closing.paid, now), { now });
    }
  } catch (error) {
    logger.warn('could not close the Stripe session of a cancelled booking', {
      id: booking.id,
      error,
    });
  }
}

/** Cancels a confirmed booking with its refund owed and its mails, or says why it cannot. */
async function decideCancellation(booking: StoredBooking, shownRefund: number, now: Date) {
  const quote = cancellationQuote(booking, todayInRome(now));
  if (!quote.allowed) throw new InvalidTransition(CANCELLATION_REFUSALS[quote.reason]);
  if (quote.refund !== shownRefund) throw new Conflict(REFUND_CHANGED, 'refund_changed');

  const refundDue = quote.refund;
  const cancelled: StoredBooking = {
    ...booking,
    status: 'cancelled',
    cancelReason: 'guest',
    cancelledAt: now.toISOString(),
    ...(refundDue > 0 ? { refundDue } : {}),
  };
  const apartment = await requireApartment(booking.apartmentId);
  const mailInput = { booking: cancelled, apartment, siteUrl: env.SITE_URL };
  const mails = [
    bookingMail(
      booking,
      'guest-cancellation',
      'guest-cancellation',
      renderGuestCancellation({
        ...mailInput,
        guestLink: guestLinks(booking, env.SITE_URL)?.page,
      }),
    ),
    bookingMail(
      booking,
      'owner-cancellation',
      'owner-cancellation',
      renderOwnerCancellation(mailInput),
    ),
  ];
  const byHand = Boolean(booking.paidOffline);
  if (await markCancelledByGuest(booking.id, { now, refundDue, byHand, mails })) {
    await sendQueued(mails);
    logger.info('booking cancelled by its guest', { bookingId: booking.id, refundDue });
    return;
  }
  // Another press won the race: its decision stands for this one too.
  if (!cancelledByGuest(await requireBooking(booking.id))) {
    throw new InvalidTransition(NO_LONGER_CONFIRMED);
  }
}
