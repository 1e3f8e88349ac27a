/**
 * Calendar dates as `yyyy-MM-dd` strings in Europe/Rome (product §10, dates).
 *
 * A calendar date has no time zone, so arithmetic is done on whole days since the epoch and never
 * through the machine's local time: the same code gives the same nights on a Lambda in UTC, a
 * browser in Auckland and a laptop in Chicago.
 */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in `yyyy-MM-dd` form (2026-02-30 is not one). */
export function isCalendarDate(value: string): value is CalendarDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Days since 1970-01-01 of a calendar date; RangeError for anything that is not one. */
export function toEpochDay(date: CalendarDate): number {
  const match = ISO_DATE.exec(date);
  if (match) {
    const y = Number(match[1]);
    const m = Number(match[2]) - 1;
    const d = Number(match[3]);
    const day = new Date(Date.UTC(y, m, d));
    if (day.getUTCFullYear() === y && day.getUTCMonth() === m && day.getUTCDate() === d) {
      return day.getTime() / DAY_MS;
    }
  }
  throw new RangeError(`Not a calendar date: ${date}`);
}

/** The calendar date `day` days after 1970-01-01. */
export function fromEpochDay(day: number): CalendarDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(d, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** Number of nights of a stay `[checkIn, checkOut)`. */
export function countNights(checkIn: CalendarDate, checkOut: CalendarDate): number {
  return daysBetween(checkIn, checkOut);
}

/** The nights of a stay: every date from check-in up to, not including, check-out. */
export function eachNight(checkIn: CalendarDate, checkOut: CalendarDate): CalendarDate[] {
  const first = toEpochDay(checkIn);
  const nights = toEpochDay(checkOut) - first;
  return Array.from({ length: Math.max(0, nights) }, (_, i) => fromEpochDay(first + i));
}

/** 0 = Sunday … 6 = Saturday, as `Date.getDay`. */
export function dayOfWeek(date: CalendarDate): number {
  // Epoch day 0 (1970-01-01) was a Thursday.
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

/** Friday, Saturday and Sunday nights are weekend nights (product §10, pricing). */
export function isWeekendNight(date: CalendarDate): boolean {
  const day = dayOfWeek(date);
  return day === 5 || day === 6 || day === 0;
}

// Made on first use, not when the module loads: a page's first Intl formatter is its costliest
// (shared/src/domain/formats.ts), and most pages never ask for Rome's date while they load.
let romeDate: Intl.DateTimeFormat | undefined;

/** The calendar date in Europe/Rome at the instant `now`. */
export function toRomeDate(now: Date): CalendarDate {
  // Assembled from the parts rather than trusting en-CA's whole pattern to stay `yyyy-MM-dd`:
  // browsers' ICU data has changed that locale's short date before, and this runs in browsers too.
  romeDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = romeDate.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "Today" for the business: the date in Catania, whatever the clock's zone. */
export function todayInRome(now: Date = new Date()): CalendarDate {
  return toRomeDate(now);
}

/** Compares two calendar dates; their string order is their calendar order. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** True when `date` is within `[from, to]`, both inclusive. */
export function isWithin(date: CalendarDate, from: CalendarDate, to: CalendarDate): boolean {
  return date >= from && date <= to;
}

/** The last date of the published availability window starting `today`. */
export function horizonEnd(today: CalendarDate, months: number): CalendarDate {
  return addMonths(today, months);
}
