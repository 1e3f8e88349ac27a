import type { CancelReason as AnyCancelReason } from '@catania/shared/schemas/booking';
import type { BookingExtra } from '@catania/shared/schemas/extras';
import { tableName } from '../lib/db';
import { keys } from '../lib/keys';
import type { TransactItem } from '../lib/writes';
import type { OutboxMail } from '../mail/outbox-repo';
import type { StoredBooking } from './booking-repo';
import { updateBooking, updateWithMails } from './booking-updates';
import { refundTaskPut } from './refunds-repo';

/**
 * A booking's status changes (pending -> confirmed, paid, cancelled, rejected, ...), each
 * conditional on the status it leaves and written with the mails (and refund task) it owes.
 */

/** The reasons the system cancels an unpaid checkout (the guest's own cancellation is apart). */
export type CancelReason = Exclude<AnyCancelReason, 'guest'>;

/** A payment as Stripe reported it: when, and how many euros it charged. */
export interface Payment {
  paidAt: string;
  amountPaid: number;
}

/**
 * pending (or cancelled, for a payment that landed after its hold lapsed) -> confirmed, in one
 * transaction with the mails that announce it, so the mails exist once and only for the call that
 * made the change. False when the booking had already left pending and cancelled.
 */
export function markConfirmed(
  booking: StoredBooking,
  options: {
    now: Date;
    payment?: Payment;
    source: 'stripe' | 'admin';
    mails: OutboxMail[];
  },
): Promise<boolean> {
  const { payment } = options;
  return updateWithMails(
    booking.id,
    {
      set: `SET #status = :confirmed, updatedAt = :now, ${payment ? 'paidAt = if_not_exists(paidAt, :paidAt), amountPaid = if_not_exists(amountPaid, :amountPaid), ' : ''}confirmedBy = :source REMOVE checkoutUrl, holdExpiresAt, attention, paymentProcessing`,
      // Exactly once: only the call that moves it out of pending confirms it (a lapsed booking
      // stays lapsed: a payment reaching it is refunded, docs/payments.md).
      condition: '#status = :pending',
      values: {
        ':confirmed': 'confirmed',
        ':pending': 'pending',
        ':now': options.now.toISOString(),
        ...(payment ? { ':paidAt': payment.paidAt, ':amountPaid': payment.amountPaid } : {}),
        ':source': options.source,
      },
    },
    options,
  );
}

/**
 * A payment on a booking the owner had already confirmed unpaid: recorded once, in one
 * transaction with the mails that announce it. False when it was already recorded (or the booking
 * is no longer confirmed).
 */
export function markPaid(
  id: string,
  options: { now: Date; payment: Payment; mails: OutboxMail[] },
): Promise<boolean> {
  return updateWithMails(
    id,
    {
      set: 'SET paidAt = :paidAt, amountPaid = :amountPaid, updatedAt = :now REMOVE checkoutUrl',
      // Exactly once: only the first report of the payment records it and sends the mails.
      condition: '#status = :confirmed AND attribute_not_exists(paidAt)',
      values: {
        ':paidAt': options.payment.paidAt,
        ':amountPaid': options.payment.amountPaid,
        ':now': options.now.toISOString(),
        ':confirmed': 'confirmed',
      },
    },
    options,
  );
}

/** Why a payment cannot become a stay (the booking's `attention`). */
export type LatePaymentReason = NonNullable<StoredBooking['attention']>;

/**
 * A payment that cannot become a stay (the booking was rejected, cancelled, or its nights are
 * gone): recorded with its full refund owed (`refundDue` and the task the job retries) and the
 * mails that tell guest and owner, in one transaction conditional on the booking still being
 * unpaid in the status it was read in, so a payment is refunded once however often Stripe
 * reports it. A pending booking becomes cancelled (its hold lapsed). False when the condition
 * no longer held.
 */
export function markLatePaymentRefundDue(
  booking: Pick<StoredBooking, 'id' | 'status'>,
  options: { payment: Payment; reason: LatePaymentReason; now: Date; mails: OutboxMail[] },
): Promise<boolean> {
  const { payment, now } = options;
  const cancel = booking.status === 'pending' || booking.status === 'cancelled';
  return updateWithMails(
    booking.id,
    {
      set: `SET paidAt = :paidAt, amountPaid = :amountPaid, refundDue = :amountPaid, attention = :attention, updatedAt = :now${cancel ? ', #status = :cancelled, cancelReason = if_not_exists(cancelReason, :lapsed), cancelledAt = if_not_exists(cancelledAt, :now)' : ''} REMOVE checkoutUrl, holdExpiresAt, paymentProcessing`,
      // Once: only while the booking is as it was read, and no payment is on it yet.
      condition: '#status = :status AND attribute_not_exists(paidAt)',
      values: {
        ':paidAt': payment.paidAt,
        ':amountPaid': payment.amountPaid,
        ':attention': options.reason,
        ':now': now.toISOString(),
        ':status': booking.status,
        ...(cancel ? { ':cancelled': 'cancelled', ':lapsed': 'hold_expired' } : {}),
      },
    },
    {
      now,
      mails: options.mails,
      with: [refundTaskPut(booking.id, payment.amountPaid, 'late_payment', now)],
    },
  );
}

/** pending -> cancelled; the booking if this call cancelled it. */
export function markCancelled(
  id: string,
  reason: CancelReason,
  now: Date,
): Promise<StoredBooking | undefined> {
  return updateBooking(id, {
    set: 'SET #status = :cancelled, cancelReason = :reason, cancelledAt = :now, updatedAt = :now REMOVE checkoutUrl, paymentProcessing',
    // Only an unpaid pending booking is cancelled; a paid or decided one is left alone.
    condition: '#status = :pending AND attribute_not_exists(paidAt)',
    values: {
      ':cancelled': 'cancelled',
      ':pending': 'pending',
      ':reason': reason,
      ':now': now.toISOString(),
    },
  });
}

/** A pending booking's payment is on its way: its hold runs until `until`. */
export function markPaymentProcessing(
  id: string,
  until: Date,
  now: Date,
): Promise<StoredBooking | undefined> {
  return updateBooking(id, {
    set: 'SET paymentProcessing = :yes, holdExpiresAt = :until, updatedAt = :now REMOVE checkoutUrl',
    // Only a booking still pending waits for its payment.
    condition: '#status = :pending',
    values: {
      ':yes': true,
      ':until': until.toISOString(),
      ':now': now.toISOString(),
      ':pending': 'pending',
    },
  });
}

/**
 * pending|confirmed -> rejected, in one transaction with the guest's mail and, for a paid booking,
 * the refund it owes (`refundDue`, and its task for the retrying job). `payment`: one the guest
 * made on Stripe before the session could be closed, recorded with the rejection. `unpaid`: the
 * decision was made on a booking without a payment, so it holds only while none has landed.
 * `overLapse`: the rejection closed the booking's Stripe session, whose expiry may have cancelled
 * it as lapsed first; the rejection replaces that cancellation (unpaid only).
 * False when the booking had left both statuses, or a payment landed meanwhile.
 */
export function markRejected(
  id: string,
  options: {
    now: Date;
    refundDue?: number;
    payment?: Payment;
    unpaid?: boolean;
    overLapse?: boolean;
    mails: OutboxMail[];
  },
): Promise<boolean> {
  const { now, refundDue, payment } = options;
  return updateWithMails(
    id,
    {
      set: `SET #status = :rejected, rejectedAt = :now, updatedAt = :now${refundDue ? ', refundDue = :refundDue' : ''}${payment ? ', paidAt = :paidAt, amountPaid = :amountPaid' : ''} REMOVE checkoutUrl, holdExpiresAt, paymentProcessing, cancelReason, cancelledAt`,
      // One decision: only a pending or confirmed booking can be rejected (or one lapsed by it).
      condition: options.overLapse
        ? '#status = :cancelled AND cancelReason = :lapsed AND attribute_not_exists(paidAt)'
        : `#status IN (:pending, :confirmed)${options.unpaid ? ' AND attribute_not_exists(paidAt)' : ''}`,
      values: {
        ':rejected': 'rejected',
        ...(options.overLapse
          ? { ':cancelled': 'cancelled', ':lapsed': 'session_expired' }
          : { ':pending': 'pending', ':confirmed': 'confirmed' }),
        ':now': now.toISOString(),
        ...(refundDue ? { ':refundDue': refundDue } : {}),
        ...(payment ? { ':paidAt': payment.paidAt, ':amountPaid': payment.amountPaid } : {}),
      },
    },
    { ...options, with: refundDue ? [refundTaskPut(id, refundDue, 'owner_rejection', now)] : [] },
  );
}

/**
 * confirmed -> cancelled by its guest, in one transaction with the mails that announce it and,
 * when the policy gives money back, the refund it owes (`refundDue`, and its task for the
 * retrying job). False when the booking was no longer confirmed: a second press, or the owner's
 * decision, came first.
 */
export function markCancelledByGuest(
  id: string,
  options: { now: Date; refundDue: number; byHand: boolean; mails: OutboxMail[] },
): Promise<boolean> {
  const { now, refundDue } = options;
  // A payment made outside Stripe is given back by the owner: owed, with no task for the job.
  const stripeRefund = refundDue > 0 && !options.byHand;
  return updateWithMails(
    id,
    {
      set: `SET #status = :cancelled, cancelReason = :guest, cancelledAt = :now, updatedAt = :now${refundDue > 0 ? ', refundDue = :refundDue' : ''} REMOVE checkoutUrl, holdExpiresAt`,
      // Once: only a confirmed booking is cancelled by its guest.
      condition: '#status = :confirmed',
      values: {
        ':cancelled': 'cancelled',
        ':confirmed': 'confirmed',
        ':guest': 'guest',
        ':now': now.toISOString(),
        ...(refundDue > 0 ? { ':refundDue': refundDue } : {}),
      },
    },
    {
      ...options,
      with: stripeRefund ? [refundTaskPut(id, refundDue, 'guest_cancellation', now)] : [],
    },
  );
}

/**
 * The write that adds paid extras to the booking record, for the transaction that
 * marks their purchase paid: the booking lists them exactly when the purchase is paid.
 */
export function appendExtrasUpdate(
  bookingId: string,
  extras: readonly BookingExtra[],
  now: Date,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.booking(bookingId),
      UpdateExpression:
        'SET extras = list_append(if_not_exists(extras, :none), :extras), updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':none': [], ':extras': extras, ':now': now.toISOString() },
    },
  };
}
