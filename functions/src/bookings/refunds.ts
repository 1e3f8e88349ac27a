import { logger } from '../lib/logger';
import { getBooking } from './booking-repo';
import {
  deleteRefundTask,
  listDueRefunds,
  markRefundAttemptFailed,
  recordRefundMade,
} from './refunds-repo';
import { type RefundResult, refundPayment } from './stripe';

/**
 * Makes the refund a booking owes (`refundDue`, decided by the owner's rejection or the guest's
 * cancellation) through Stripe and records it. Safe to call any number of times, concurrently:
 * Stripe is asked for the booking's existing refund first and the request carries the booking's
 * idempotency key; the record is conditional. A failure leaves the task for the job's next run.
 */
export async function makeRefund(
  bookingId: string,
  now: Date,
  attempts = 0,
): Promise<{ made: true; refund: RefundResult } | { made: false }> {
  const booking = await getBooking(bookingId);
  if (booking?.refund) {
    await deleteRefundTask(bookingId);
    return { made: true, refund: booking.refund };
  }
  if (!booking?.refundDue) {
    logger.error('refund task without a refund due: retired', { bookingId });
    await deleteRefundTask(bookingId);
    return { made: false };
  }
  try {
    const refund = await refundPayment(booking, booking.refundDue);
    await recordRefundMade(bookingId, refund, now);
    logger.info('refund made', { bookingId, refundId: refund.id, amount: refund.amount });
    return { made: true, refund };
  } catch (error) {
    logger.error('refund failed: the job will try again', { bookingId, attempts, error });
    await markRefundAttemptFailed({ bookingId, attempts }, String(error), now);
    return { made: false };
  }
}

/** The scheduled retry of refunds still owed (Stripe refused or was unreachable, a crash). */
export async function retryDueRefunds(now = new Date()): Promise<{ made: number; failed: number }> {
  let made = 0;
  let failed = 0;
  for (const task of await listDueRefunds(now)) {
    if ((await makeRefund(task.bookingId, now, task.attempts)).made) made++;
    else failed++;
  }
  return { made, failed };
}
