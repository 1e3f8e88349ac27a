import { requireApartment } from '../apartments/apartments';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendQueued } from '../mail/outbox';
import { bookingMail } from './booking-mail-parts';
import { renderGuestPaymentRefund } from './booking-mails';
import { requireBooking, type StoredBooking } from './booking-repo';
import {
  type LatePaymentReason,
  markLatePaymentRefundDue,
  type Payment,
} from './booking-transitions';
import { guestLinks } from './guest-links';
import { renderOwnerPaymentAlert } from './owner-booking-mails';
import { makeRefund } from './refunds';

export type LatePaymentOutcome =
  /** Stripe made the refund (now, or for an earlier report of the same payment). */
  | 'refund_made'
  /** Owed, not made yet (Stripe refused or was unreachable): the job retries it. */
  | 'refund_pending'
  /** The booking already carried this payment and no refund is owed (a repeated report). */
  | 'already_settled';

/** Why this booking cannot take the payment, from its status. */
function reasonFor(booking: StoredBooking, nightsLost: boolean): LatePaymentReason {
  if (nightsLost) return 'paid_without_nights';
  if (booking.status === 'rejected') return 'paid_after_rejection';
  if (booking.status === 'cancelled' && booking.cancelReason === 'guest') {
    return 'paid_after_cancellation';
  }
  if (booking.status === 'cancelled') return 'paid_after_expiry';
  return 'paid_without_nights';
}

/**
 * A payment that reached a booking which cannot become a stay (rejected, cancelled by its
 * guest, lapsed, or its nights gone): the whole payment is refunded, automatically and once.
 * The decision (payment recorded, refund owed, the guest's and the owner's mails) is one
 * conditional transaction, so a repeated or racing report finds it made; then Stripe is asked for
 * the refund under the payment's idempotency key, and the job retries it until Stripe makes it.
 * No night is touched here.
 */
export async function refundLatePayment(
  bookingId: string,
  payment: Payment,
  options: { now: Date; nightsLost?: readonly string[] },
): Promise<LatePaymentOutcome> {
  const booking = await requireBooking(bookingId);
  if (!booking.paidAt) {
    const reason = reasonFor(booking, options.nightsLost !== undefined);
    const apartment = await requireApartment(booking.apartmentId);
    const owed: StoredBooking = {
      ...booking,
      ...payment,
      refundDue: payment.amountPaid,
      attention: reason,
    };
    const input = {
      booking: owed,
      apartment,
      siteUrl: env.SITE_URL,
      reason,
      ...(options.nightsLost ? { nights: [...options.nightsLost] } : {}),
    };
    const mails = [
      bookingMail(
        booking,
        'guest-payment-refund',
        'guest-refund',
        renderGuestPaymentRefund({ ...input, guestLink: guestLinks(booking, env.SITE_URL)?.page }),
      ),
      bookingMail(booking, 'alert-late-payment', 'owner-alert', renderOwnerPaymentAlert(input)),
    ];
    if (await markLatePaymentRefundDue(booking, { payment, reason, now: options.now, mails })) {
      logger.error('payment for a booking that cannot be a stay: refunding it in full', {
        bookingId,
        reason,
        amount: payment.amountPaid,
      });
      await sendQueued(mails);
    }
  }
  // Made now, or by an earlier report; retried by the job if Stripe refuses.
  const current = await requireBooking(bookingId);
  if (current.refund) return 'refund_made';
  if (!current.refundDue) return 'already_settled';
  return (await makeRefund(bookingId, options.now)).made ? 'refund_made' : 'refund_pending';
}
