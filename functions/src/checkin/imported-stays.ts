import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { addDays, type CalendarDate, countNights, todayInRome } from '@catania/shared/domain/dates';
import type { ImportedStay } from '@catania/shared/schemas/checkin';
import { listBlockedNights } from '../availability/night-ledger/night-reads';
import { listCalendars } from '../calendars/calendars-repo';
import { listArrivals } from './arrivals-repo';

/**
 * Stays booked on Airbnb or Booking.com as the imported calendars show them (runs of blocked
 * nights, no guest): offered to the owner to open an arrival for, and listed by the tax report
 * while nobody is registered for them.
 */

/** Which platform a feed comes from, by its address. */
export function sourceOfFeed(url: string): ImportedStay['source'] {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  if (/(^|\.)airbnb\./.test(host)) return 'airbnb';
  if (/(^|\.)booking\.com$/.test(host)) return 'booking';
  return 'other';
}

/** Consecutive nights of one feed, as stays: check-in the first night, check-out after the last. */
function runs(dates: CalendarDate[]): { checkIn: CalendarDate; checkOut: CalendarDate }[] {
  const sorted = [...new Set(dates)].sort();
  const stays: { checkIn: CalendarDate; checkOut: CalendarDate }[] = [];
  for (const date of sorted) {
    const last = stays.at(-1);
    if (last && last.checkOut === date) last.checkOut = addDays(date, 1);
    else stays.push({ checkIn: date, checkOut: addDays(date, 1) });
  }
  return stays;
}

/** How far ahead imported stays are offered: the next two months. */
const IMPORTED_AHEAD_DAYS = 60;

/** Stays imported calendars block from yesterday to two months ahead, without an arrival. */
export function listImportedStays(now = new Date()): Promise<ImportedStay[]> {
  const from = addDays(todayInRome(now), -1);
  return importedStaysBetween(from, addDays(from, IMPORTED_AHEAD_DAYS));
}

/**
 * Stays imported calendars block with nights from `from` to `to`, each a run of consecutive
 * nights of one feed, less those the owner already opened an arrival for (same apartment,
 * overlapping nights): the stays whose guests are not registered.
 */
export async function importedStaysBetween(
  from: CalendarDate,
  to: CalendarDate,
): Promise<ImportedStay[]> {
  const [calendars, arrivals] = await Promise.all([
    listCalendars(),
    listArrivals(addDays(from, -400), to),
  ]);
  const sourceOf = new Map(calendars.map((c) => [c.id, sourceOfFeed(c.icalUrl)]));
  const stays: ImportedStay[] = [];
  for (const apartmentId of APARTMENT_IDS) {
    const nights = await listBlockedNights(apartmentId, from, to);
    const byCalendar = new Map<string, CalendarDate[]>();
    for (const night of nights) {
      byCalendar.set(night.calendarId, [...(byCalendar.get(night.calendarId) ?? []), night.date]);
    }
    for (const [calendarId, dates] of byCalendar) {
      for (const run of runs(dates)) {
        const opened = arrivals.some(
          (a) =>
            a.apartmentId === apartmentId && a.checkIn < run.checkOut && run.checkIn < a.checkOut,
        );
        if (opened) continue;
        stays.push({
          apartmentId,
          calendarId,
          source: sourceOf.get(calendarId) ?? 'other',
          ...run,
          nights: countNights(run.checkIn, run.checkOut),
        });
      }
    }
  }
  return stays.sort(
    (a, b) => a.checkIn.localeCompare(b.checkIn) || a.apartmentId.localeCompare(b.apartmentId),
  );
}
