import { retryDueExtrasRefunds } from '../bookings/extras-refunds';
import { releaseLapsedHolds } from '../bookings/lapsed-holds';
import { remindPaymentLinks } from '../bookings/owner-bookings';
import { retryDueRefunds } from '../bookings/refunds';
import { logger } from '../lib/logger';
import { flushOutbox } from '../mail/outbox';

/**
 * Every 5 minutes: cancels pending bookings whose hold lapsed without payment (their nights are
 * released), reminds guests of payment links about to expire, retries the refunds Stripe has not made yet (the stays' and the extras'), and the mails still in the outbox.
 */
export async function handler(): Promise<{
  released: number;
  paymentReminders: number;
  refundsMade: number;
  refundsFailed: number;
  mailsSent: number;
  mailsFailed: number;
}> {
  const now = new Date();
  const released = await releaseLapsedHolds(now);
  const paymentReminders = await remindPaymentLinks(now);
  const refunds = await retryDueRefunds(now);
  const extrasRefunds = await retryDueExtrasRefunds(now);
  const { sent, failed } = await flushOutbox(now);
  const result = {
    released,
    paymentReminders,
    refundsMade: refunds.made + extrasRefunds.made,
    refundsFailed: refunds.failed + extrasRefunds.failed,
    mailsSent: sent,
    mailsFailed: failed,
  };
  if (Object.values(result).some(Boolean)) logger.info('release-expired-holds', result);
  return result;
}
