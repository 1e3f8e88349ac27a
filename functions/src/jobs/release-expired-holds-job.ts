import { releaseLapsedHolds } from '../bookings/holds';
import { logger } from '../lib/logger';
import { flushOutbox } from '../mail/outbox';

/**
 * Every 5 minutes: cancels pending bookings whose hold lapsed without payment (their nights are
 * released), and retries the mails still in the outbox.
 */
export async function handler(): Promise<{
  released: number;
  mailsSent: number;
  mailsFailed: number;
}> {
  const now = new Date();
  const released = await releaseLapsedHolds(now);
  const { sent, failed } = await flushOutbox(now);
  if (released || sent || failed) {
    logger.info('release-expired-holds', { released, mailsSent: sent, mailsFailed: failed });
  }
  return { released, mailsSent: sent, mailsFailed: failed };
}
