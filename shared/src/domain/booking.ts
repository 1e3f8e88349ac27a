import type { CalendarDate } from './dates';

/** The booking code a guest reads and quotes: the first 8 characters of the id, upper case. */
export function bookingCode(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

const longDate = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function utcNoon(date: CalendarDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Noon UTC: a calendar date has no zone, and formatting it in UTC keeps it the same day everywhere.
  return new Date(Date.UTC(y, m - 1, d, 12));
}

/** `venerdì 1 maggio 2026`: a calendar date with its long Italian weekday. */
export function formatLongDate(date: CalendarDate): string {
  return longDate.format(utcNoon(date));
}

/** `01/05/2026`, the display format of SPEC 9. */
export function formatShortDate(date: CalendarDate): string {
  return shortDate.format(utcNoon(date));
}

/** Splits a list into runs of at most `size` (DynamoDB transactions take at most 100 items). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('size must be positive');
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}

/** Italian "1 notte" / "3 notti". */
export function nightsLabel(nights: number): string {
  return nights === 1 ? '1 notte' : `${nights} notti`;
}

/** Italian "1 ospite" / "2 ospiti". */
export function guestsLabel(guests: number): string {
  return guests === 1 ? '1 ospite' : `${guests} ospiti`;
}
