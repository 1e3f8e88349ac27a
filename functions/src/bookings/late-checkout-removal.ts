import { LATE_CHECKOUT_ID } from '@catania/shared/domain/extras';
import { euroToCents } from '@catania/shared/domain/money';
import type { RemoveLateCheckoutRequest } from '@catania/shared/schemas/extras';
import { releaseNights } from '../availability/night-ledger/direct-nights';
import { env } from '../lib/env';
import { Conflict, InvalidTransition } from '../lib/errors';
import { logger } from '../lib/logger';
import { deliverMail } from '../mail/outbox';
import { requireBooking, type StoredBooking } from './booking-repo';
import { renderLateCheckoutRemoved } from './extras-mails';
import { makeExtrasRefund } from './extras-refunds';
import { recordLateCheckoutRemoval } from './extras-refunds-repo';
import { getPurchase } from './extras-repo';
import { guestLinks } from './guest-links';

/**
 * The owner takes back a late check-out a guest bought (its day is held "until the owner removes it"),
 * e.g. to sell the departure day to an arriving guest. The day leaves the night ledger, so
 * availability and the export feed offer it as a check-in day again. The owner says whether the
 * guest gets its price back: refunded (the default in the panel) through the extras' refunds,
 * owed before Stripe is asked, so never lost; or kept (settled otherwise, or already enjoyed),
 * and then a later cancellation of the stay does not refund it either. The guest is told.
 */

export const REMOVAL_MESSAGES = {
  none: 'Questa prenotazione non ha un check-out posticipato da rimuovere',
  cancelled: 'Prenotazione annullata: il check-out posticipato è già stato rimosso',
  notPaid: 'Il check-out posticipato non risulta pagato',
  busy: 'Un altro rimborso degli extra di questa prenotazione è in corso: riprova tra qualche minuto',
} as const;

export async function removeLateCheckout(
  bookingId: string,
  request: RemoveLateCheckoutRequest,
  now = new Date(),
): Promise<StoredBooking> {
  const booking = await requireBooking(bookingId);
  if (booking.status === 'cancelled' || booking.status === 'rejected') {
    throw new InvalidTransition(REMOVAL_MESSAGES.cancelled);
  }
  // One late check-out per stay: once bought (even removed) it is not offered again.
  const index = (booking.extras ?? []).findIndex((line) => line.id === LATE_CHECKOUT_ID);
  const line = booking.extras?.[index];
  if (!line) throw new Conflict(REMOVAL_MESSAGES.none, 'no_late_checkout');
  if (!line.removed) {
    const purchase = await getPurchase(bookingId, line.purchaseId);
    if (purchase?.status !== 'paid') throw new InvalidTransition(REMOVAL_MESSAGES.notPaid);
    const removed = { at: now.toISOString(), refund: request.refund };
    const cents = euroToCents(line.totalEuro);
    if (!(await recordLateCheckoutRemoval(purchase, index, line.id, removed, cents))) {
      throw new Conflict(REMOVAL_MESSAGES.busy);
    }
    logger.info('late check-out removed', { bookingId, refund: request.refund });
    await deliverMail({
      id: `${purchase.id}#late-checkout-removed`,
      kind: 'guest-extras',
      to: [booking.guestEmail],
      replyTo: [env.MAIL_OWNER],
      bookingId,
      ...renderLateCheckoutRemoved(
        booking,
        { ...line, removed },
        guestLinks(booking, env.SITE_URL)?.page,
      ),
    });
    if (request.refund) await makeExtrasRefund(bookingId, purchase.id, now);
  }
  // A repeat (a double press) changes nothing, the owner's first word stands; and a removal whose
  // day was not yet given back (a crash between) finishes here.
  await releaseNights(booking.apartmentId, booking.id, [booking.checkOut], { onlyHeld: false });
  return requireBooking(bookingId);
}
