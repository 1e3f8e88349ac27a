import type { SystemHealth } from '@catania/shared/schemas/health';
import { logger } from '../lib/logger';
import { getBooking } from './booking-repo';
import {
  deleteRefundTask,
  listDueRefunds,
  listOpenRefunds,
  markRefundAttemptFailed,
  recordRefundMade,
  updateRecordedRefund,
} from './refunds-repo';
import { type RefundResult, refundPayment, retrieveRefund } from './stripe-refunds';

/**
 * Makes the refund a booking owes (`refundDue`, decided by the owner's rejection, the guest's
 * cancellation or a payment that reached a booking which cannot be a stay) through Stripe and
 * records it; a refund Stripe is still processing is checked back on until it succeeds. Safe to call any number of times, concurrently:
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
    if (booking.refund.status === 'succeeded') {
      await deleteRefundTask(bookingId);
      return { made: true, refund: booking.refund };
    }
    // Made, but Stripe was still processing it: ask how it went (its webhook may be late).
    const latest = await retrieveRefund(booking.refund.id).catch(() => undefined);
    if (latest && latest.status !== booking.refund.status) {
      await updateRecordedRefund(bookingId, latest, now);
    }
    const status = latest?.status ?? booking.refund.status;
    const failed = status === 'failed' || status === 'canceled';
    return failed ? { made: false } : { made: true, refund: latest ?? booking.refund };
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

/** Every refund owed or still processing, with its booking ('Stato del sistema'). */
export async function listPendingRefunds(): Promise<SystemHealth['pendingRefunds']> {
  const tasks = await listOpenRefunds();
  const bookings = await Promise.all(tasks.map((task) => getBooking(task.bookingId)));
  return tasks.map((task, i) => ({
    bookingId: task.bookingId,
    apartmentId: bookings[i]?.apartmentId ?? '',
    guestName: bookings[i]?.guestName ?? '',
    checkIn: bookings[i]?.checkIn ?? '',
    checkOut: bookings[i]?.checkOut ?? '',
    amount: task.amount,
    reason: task.reason,
    attempts: task.attempts,
    lastError: task.lastError ?? null,
    refundStatus: task.refundStatus ?? null,
  }));
}
