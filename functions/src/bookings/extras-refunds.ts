import type { DecideDepositRequest } from '@catania/shared/schemas/extras';
import type { SystemHealth } from '@catania/shared/schemas/health';
import { Conflict, InvalidInput, InvalidTransition } from '../lib/errors';
import { logger } from '../lib/logger';
import { getBooking, requireBooking, type StoredBooking } from './booking-repo';
import {
  lineIndexes,
  listDueExtrasRefunds,
  listOpenExtrasRefunds,
  markExtrasRefundAttemptFailed,
  oweCancellationRefund,
  recordDepositDecision,
  recordExtrasRefundMade,
} from './extras-refunds-repo';
import { type ExtrasPurchase, type ExtrasRefundOwed, getPurchase } from './extras-repo';
import { refundPayment } from './stripe-refunds';

/**
 * The money extras give back: a cancelled stay's purchases in full (less a deposit
 * already returned), and a deposit the owner returns. Each refund is first recorded as owed on
 * its purchase, then asked of Stripe; what Stripe refuses (or a crash leaves) the 5-minute job
 * asks again, and 'Da fare' shows it meanwhile: decided once, made once, never lost.
 */

export const EXTRAS_PURPOSE = 'extras';

export const DEPOSIT_MESSAGES = {
  noDeposit: 'Questo extra non ha una cauzione',
  decided: 'La cauzione di questo extra è già stata registrata',
  cancelled: 'Prenotazione annullata: gli extra sono già rimborsati per intero',
  notPaid: 'Questo extra non risulta pagato',
} as const;

/**
 * Asks Stripe for the refund a purchase owes and records it; on a failure the owed refund waits
 * for the job's next attempt. True when nothing is owed any more.
 */
export async function makeExtrasRefund(
  bookingId: string,
  purchaseId: string,
  now: Date,
): Promise<boolean> {
  const [purchase, booking] = await Promise.all([
    getPurchase(bookingId, purchaseId),
    requireBooking(bookingId),
  ]);
  const owed = purchase?.refundOwed;
  if (!purchase || !owed) return true;
  try {
    const refund = await refundPayment(
      { id: bookingId, paymentIntentId: purchase.sessionId },
      owed.amountCents / 100,
      { purpose: EXTRAS_PURPOSE, purchaseId, refundFor: owed.reason },
    );
    const indexes = lineIndexes(booking, purchaseId).filter((i) => {
      const line = booking.extras?.[i];
      // A cancellation refunds what is left: not a line refunded already, nor one the owner kept.
      if (owed.reason === 'cancellation') return !line?.refundedAt && !line?.removed;
      return line?.id === owed.extraId;
    });
    await recordExtrasRefundMade(purchase, owed, indexes, refund.id, now);
    logger.info('extras refund made', {
      bookingId,
      purchaseId,
      reason: owed.reason,
      amountCents: owed.amountCents,
    });
    if (owed.reason !== 'cancellation' && ['cancelled', 'rejected'].includes(booking.status)) {
      // The stay was cancelled while this refund waited (one is owed at a time): the rest now.
      const fresh = await getPurchase(bookingId, purchaseId);
      if (fresh && (await oweCancellationRefund(fresh, now))) {
        return makeExtrasRefund(bookingId, purchaseId, now);
      }
    }
    return true;
  } catch (error) {
    logger.error('extras refund failed: the job will try again', {
      bookingId,
      purchaseId,
      reason: owed.reason,
      attempts: owed.attempts,
      error,
    });
    await markExtrasRefundAttemptFailed(purchase, owed, String(error), now);
    return false;
  }
}

/**
 * A stay that will not happen refunds every paid purchase of extras: owed first (so the job has
 * it whatever happens next), then made. Answers whether all of it is refunded now.
 */
export async function refundCancelledStayExtras(
  booking: StoredBooking,
  now: Date,
): Promise<boolean> {
  // Read again: extras paid with the stay may have joined the booking since the caller read it.
  const current = (await getBooking(booking.id)) ?? booking;
  const purchaseIds = [...new Set((current.extras ?? []).map((extra) => extra.purchaseId))];
  let refunded = true;
  for (const purchaseId of purchaseIds) {
    const purchase = await getPurchase(booking.id, purchaseId);
    if (!purchase) continue;
    await oweCancellationRefund(purchase, now);
    if (!(await makeExtrasRefund(booking.id, purchaseId, now))) refunded = false;
  }
  return refunded;
}

const HEALTH_REASON: Record<
  ExtrasRefundOwed['reason'],
  SystemHealth['pendingRefunds'][number]['reason']
> = {
  cancellation: 'extras_cancellation',
  deposit: 'deposit_returned',
  removal: 'late_checkout_removed',
};

/** Every extras refund still owed, with its booking ('Stato del sistema', beside the stays'). */
export async function listPendingExtrasRefunds(): Promise<SystemHealth['pendingRefunds']> {
  const purchases = await listOpenExtrasRefunds();
  const bookings = await Promise.all(purchases.map((p) => getBooking(p.bookingId)));
  return purchases.flatMap((purchase, i) => {
    const owed = purchase.refundOwed;
    if (!owed) return [];
    const booking = bookings[i];
    return [
      {
        bookingId: purchase.bookingId,
        purchaseId: purchase.id,
        apartmentId: booking?.apartmentId ?? '',
        guestName: booking?.guestName ?? '',
        checkIn: booking?.checkIn ?? '',
        checkOut: booking?.checkOut ?? '',
        amount: owed.amountCents / 100,
        reason: HEALTH_REASON[owed.reason],
        attempts: owed.attempts,
        lastError: owed.lastError ?? null,
        refundStatus: null,
      },
    ];
  });
}

/** The scheduled retry of the extras' refunds still owed. */
export async function retryDueExtrasRefunds(
  now = new Date(),
): Promise<{ made: number; failed: number }> {
  let made = 0;
  let failed = 0;
  for (const purchase of await listDueExtrasRefunds(now)) {
    if (await makeExtrasRefund(purchase.bookingId, purchase.id, now)) made++;
    else failed++;
  }
  return { made, failed };
}

/**
 * The owner's word on a deposit: kept (with the reason, told on the booking) or returned, when
 * Stripe gives it back to the card it was paid with. Once per deposit.
 */
export async function decideDeposit(
  bookingId: string,
  request: DecideDepositRequest,
  now = new Date(),
): Promise<StoredBooking> {
  const booking = await requireBooking(bookingId);
  if (booking.status === 'cancelled' || booking.status === 'rejected') {
    throw new InvalidTransition(DEPOSIT_MESSAGES.cancelled);
  }
  const index = (booking.extras ?? []).findIndex(
    (line) => line.purchaseId === request.purchaseId && line.id === request.extraId,
  );
  const line = booking.extras?.[index];
  if (!line?.depositEuro) {
    const message = DEPOSIT_MESSAGES.noDeposit;
    throw new InvalidInput(message, [{ field: 'purchaseId', message }]);
  }
  if (line.deposit) throw new Conflict(DEPOSIT_MESSAGES.decided);
  const purchase: ExtrasPurchase | undefined = await getPurchase(bookingId, request.purchaseId);
  if (purchase?.status !== 'paid') throw new InvalidTransition(DEPOSIT_MESSAGES.notPaid);
  const decision = {
    outcome: request.outcome,
    decidedAt: now.toISOString(),
    ...(request.reason ? { reason: request.reason } : {}),
  };
  const depositCents = Math.round(line.depositEuro * 100);
  if (!(await recordDepositDecision(purchase, index, line.id, decision, depositCents))) {
    throw new Conflict(DEPOSIT_MESSAGES.decided);
  }
  logger.info('deposit decided', { bookingId, purchaseId: purchase.id, outcome: request.outcome });
  if (request.outcome === 'returned') await makeExtrasRefund(bookingId, purchase.id, now);
  return requireBooking(bookingId);
}
