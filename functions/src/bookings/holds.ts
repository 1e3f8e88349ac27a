import { metricNames } from '@catania/shared/config/metrics';
import { eachNight } from '@catania/shared/domain/dates';
import { requireApartment } from '../apartments/apartments';
import { extendHeldNights, releaseNights } from '../availability/night-ledger/direct-nights';
import { env } from '../lib/env';
import { count } from '../lib/metrics';
import { deliverMail } from '../mail/outbox';
import { bookingMail } from './booking-mail-parts';
import type { StoredBooking } from './booking-repo';
import { type CancelReason, markCancelled, markPaymentProcessing } from './booking-transitions';
import { markPurchaseExpired, withStayPurchaseId } from './extras-repo';
import { renderOwnerPaymentLinkExpired } from './payment-link-mails';

/**
 * pending -> cancelled (the Stripe session expired, an async payment failed, the hold lapsed,
 * Stripe refused the session), then its held nights are released. Returns the booking if this
 * call cancelled it.
 */
export async function cancelBooking(
  id: string,
  reason: CancelReason,
  now = new Date(),
): Promise<StoredBooking | undefined> {
  const cancelled = await markCancelled(id, reason, now);
  if (!cancelled) return undefined;
  // A hold that ran out unpaid, whether Stripe's session expired first or the job found it.
  if (reason === 'session_expired' || reason === 'hold_expired') count(metricNames.holdsExpired);
  // The departure day too: a late check-out taken with the stay holds it with the nights.
  await releaseNights(cancelled.apartmentId, id, stayAndDepartureDay(cancelled), {
    onlyHeld: true,
  });
  await markPurchaseExpired({ bookingId: id, id: withStayPurchaseId(id) });
  if (cancelled.source === 'owner' && (reason === 'session_expired' || reason === 'hold_expired')) {
    await tellOwnerLinkExpired(cancelled);
  }
  return cancelled;
}

/** A booking the owner entered lapsed unpaid: the owner hears it (once: the mail's id is fixed). */
async function tellOwnerLinkExpired(booking: StoredBooking): Promise<void> {
  const apartment = await requireApartment(booking.apartmentId);
  await deliverMail(
    bookingMail(
      booking,
      'owner-link-expired',
      'owner-alert',
      renderOwnerPaymentLinkExpired({ booking, apartment, siteUrl: env.SITE_URL }),
    ),
  );
}

/**
 * The payment was accepted but settles later (an async method): the hold is stretched to
 * `until` so the nights wait for the outcome Stripe will send.
 */
export async function extendHold(id: string, until: Date, now = new Date()): Promise<void> {
  const booking = await markPaymentProcessing(id, until, now);
  if (!booking) return;
  await extendHeldNights(booking.apartmentId, id, stayAndDepartureDay(booking), until);
}

/**
 * A booking's nights and its departure day: the day is touched only when the booking itself holds
 * it (every write is conditional on the booking's id), i.e. for a late check-out taken with it.
 */
const stayAndDepartureDay = (booking: StoredBooking) => [
  ...eachNight(booking.checkIn, booking.checkOut),
  booking.checkOut,
];
