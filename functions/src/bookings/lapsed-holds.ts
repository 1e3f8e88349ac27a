import { logger } from '../lib/logger';
import { listLapsedHolds } from './booking-lists';
import type { StoredBooking } from './booking-repo';
import { cancelBooking } from './holds';
import { reconcileSession } from './stripe-events';

/** After this long past its hold, a booking is cancelled even while Stripe cannot be asked. */
const ASK_STRIPE_FOR_MS = 24 * 3_600_000;

/**
 * The scheduled clean-up of holds that ran out. Stripe's word on the session comes first: a guest
 * who paid in time, whose webhook is late and who never came back to the success page, is
 * confirmed as the webhook would confirm them (a settling payment stretches the hold); only an
 * unpaid hold is cancelled and its nights released. A payment Stripe reports after that is
 * refunded (the event table's `lapsed × paid`). While Stripe cannot be reached the hold waits for
 * the next run, for a day at most, so the nights are never kept for good.
 */
export async function releaseLapsedHolds(now = new Date()): Promise<number> {
  let released = 0;
  for (const booking of await listLapsedHolds(now)) {
    if (!(await unpaidAtStripe(booking, now))) continue;
    if (await cancelBooking(booking.id, 'hold_expired', now)) {
      released++;
      logger.info('lapsed hold released', { bookingId: booking.id });
    }
  }
  return released;
}

/** True when Stripe says the hold's session took no payment (or it cannot be asked for too long). */
async function unpaidAtStripe(booking: StoredBooking, now: Date): Promise<boolean> {
  if (!booking.paymentIntentId) return true;
  try {
    const settled = await reconcileSession(booking.paymentIntentId, now);
    return settled?.status === 'pending' && !settled.paymentProcessing;
  } catch (error) {
    const lapsedFor = now.getTime() - Date.parse(booking.holdExpiresAt ?? booking.createdAt);
    logger.warn('Stripe not reachable for a lapsed hold', {
      bookingId: booking.id,
      error: error instanceof Error ? error.message : String(error),
      cancelled: lapsedFor > ASK_STRIPE_FOR_MS,
    });
    return lapsedFor > ASK_STRIPE_FOR_MS;
  }
}
