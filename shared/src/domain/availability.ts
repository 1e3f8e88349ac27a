import { type CalendarDate, eachNight } from './dates';

/**
 * What makes a night unsellable: a sold night (paid or confirmed booking), a checkout's hold while
 * it lasts, or a block imported from another platform's calendar.
 */
export type OccupiedNight =
  | { date: CalendarDate; kind: 'sold' }
  | { date: CalendarDate; kind: 'held'; holdExpiresAt: number }
  | { date: CalendarDate; kind: 'blocked' };

/** A hold counts only until it expires; `now` is epoch milliseconds. */
export function isOccupied(night: OccupiedNight, now: number): boolean {
  return night.kind !== 'held' || night.holdExpiresAt > now;
}

/** The unavailable dates, sorted and without repeats, within `[from, to]` when given. */
export function mergeUnavailable(
  nights: Iterable<OccupiedNight>,
  now: number,
  window?: { from: CalendarDate; to: CalendarDate },
): CalendarDate[] {
  const dates = new Set<CalendarDate>();
  for (const night of nights) {
    if (!isOccupied(night, now)) continue;
    if (window && (night.date < window.from || night.date > window.to)) continue;
    dates.add(night.date);
  }
  return [...dates].sort();
}

/** The nights of `[checkIn, checkOut)` that are unavailable. The check-out day itself never is. */
export function conflictingNights(
  unavailable: Iterable<CalendarDate>,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): CalendarDate[] {
  const taken = unavailable instanceof Set ? unavailable : new Set(unavailable);
  return eachNight(checkIn, checkOut).filter((night) => taken.has(night));
}

/** A stay is bookable iff none of its nights is unavailable. */
export function isRangeBookable(
  unavailable: Iterable<CalendarDate>,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): boolean {
  return conflictingNights(unavailable, checkIn, checkOut).length === 0;
}

/** The first unavailable date on or after `from`, for the "occupied from" badge. */
export function nextUnavailableDate(
  unavailable: readonly CalendarDate[],
  from: CalendarDate,
): CalendarDate | undefined {
  return [...unavailable].sort().find((date) => date >= from);
}
