import { site } from '@catania/shared/config/site';
import { addDays, addMonths, type CalendarDate } from '@catania/shared/domain/dates';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';
import type { StoredBooking } from './booking-repo';

/**
 * The work lists read from the bookings collection (the byCollection index, newest first): the
 * admin's list, the holds the jobs watch, the payment links to remind, the arrivals to prepare.
 */

/** Every booking, newest first (the admin list). */
export async function listBookings(): Promise<StoredBooking[]> {
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection',
    ExpressionAttributeValues: { ':collection': keys.collections.bookings },
    ScanIndexForward: false,
  });
  return items.map((item) => fromItem<StoredBooking>(item));
}

/**
 * Pending bookings created in the last `lookbackDays` (a hold lives 35 minutes, the job runs every
 * 5) whose hold is over (`lapsed`) or still running, as of `now`.
 */
async function pendingHolds(
  now: Date,
  lookbackDays: number,
  hold: 'lapsed' | 'active',
): Promise<StoredBooking[]> {
  const since = new Date(now.getTime() - lookbackDays * 86_400_000).toISOString();
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection AND gsi2sk >= :since',
    FilterExpression:
      hold === 'lapsed'
        ? '#status = :pending AND holdExpiresAt < :now AND attribute_not_exists(paidAt)'
        : '#status = :pending AND holdExpiresAt >= :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':collection': keys.collections.bookings,
      ':since': since,
      ':pending': 'pending',
      ':now': now.toISOString(),
    },
  });
  return items.map((item) => fromItem<StoredBooking>(item));
}

/** Pending bookings whose hold has lapsed and that were never paid (the job's work list). */
export function listLapsedHolds(now: Date, lookbackDays = 14): Promise<StoredBooking[]> {
  return pendingHolds(now, lookbackDays, 'lapsed');
}

/** Pending bookings whose nights are held right now (a guest is paying), soonest to lapse first. */
export async function listActiveHolds(now: Date, lookbackDays = 14): Promise<StoredBooking[]> {
  const holds = await pendingHolds(now, lookbackDays, 'active');
  return holds.sort((a, b) => String(a.holdExpiresAt).localeCompare(String(b.holdExpiresAt)));
}

/**
 * Bookings still to be paid whose Stripe payment link expires within `[from, to]` (ISO times):
 * the reminder's work list. A booking is made at most the booking horizon ahead, so only bookings
 * created since then are read.
 */
export async function listPaymentLinksExpiring(from: Date, to: Date): Promise<StoredBooking[]> {
  const createdSince = addMonths(
    from.toISOString().slice(0, 10),
    -(site.stay.bookingHorizonMonths + 1),
  );
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection AND gsi2sk >= :since',
    FilterExpression:
      '#status IN (:pending, :confirmed) AND attribute_not_exists(paidAt) AND paymentLinkExpiresAt BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':collection': keys.collections.bookings,
      ':since': createdSince,
      ':pending': 'pending',
      ':confirmed': 'confirmed',
      ':from': from.toISOString(),
      ':to': to.toISOString(),
    },
  });
  return items.map((item) => fromItem<StoredBooking>(item));
}

/**
 * Confirmed bookings checking in from `from` to `to` (check-in and the tourist tax). A booking is
 * made at most the booking horizon ahead, so only the bookings created from that far back are
 * read, whatever the table's age.
 */
export async function listConfirmedArrivals(
  from: CalendarDate,
  to: CalendarDate,
): Promise<StoredBooking[]> {
  const createdSince = addMonths(from, -(site.stay.bookingHorizonMonths + 1));
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection AND gsi2sk BETWEEN :since AND :until',
    FilterExpression: '#status = :confirmed AND checkIn BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':collection': keys.collections.bookings,
      ':since': createdSince,
      ':until': `${addDays(to, 1)}~`,
      ':confirmed': 'confirmed',
      ':from': from,
      ':to': to,
    },
  });
  return items.map((item) => fromItem<StoredBooking>(item));
}
