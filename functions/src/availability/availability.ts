import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { mergeUnavailable } from '@catania/shared/domain/availability';
import { addDays, type CalendarDate, horizonEnd, todayInRome } from '@catania/shared/domain/dates';
import { listOccupiedNights } from './night-ledger/night-reads';

/**
 * The published window: today in Catania to the booking horizon (18 months). Availability is
 * answered over it, and imported calendars are synced over it.
 */
export function publishedWindow(now: Date): { from: CalendarDate; to: CalendarDate } {
  const from = todayInRome(now);
  return { from, to: horizonEnd(from, site.stay.bookingHorizonMonths) };
}

/** The unavailable dates of one apartment over the published window. */
export async function unavailableDates(id: ApartmentId, now = new Date()): Promise<CalendarDate[]> {
  const window = publishedWindow(now);
  const nights = await listOccupiedNights(id, window.from, window.to);
  return mergeUnavailable(nights, now.getTime(), window);
}

/** The unavailable nights of a stay `[checkIn, checkOut)`. */
export async function unavailableNightsOfStay(
  id: ApartmentId,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  now = new Date(),
): Promise<CalendarDate[]> {
  const lastNight = addDays(checkOut, -1);
  const nights = await listOccupiedNights(id, checkIn, lastNight);
  return mergeUnavailable(nights, now.getTime(), { from: checkIn, to: lastNight });
}
