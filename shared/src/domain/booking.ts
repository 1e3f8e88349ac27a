import { DEFAULT_LOCALE, type Locale } from '../config/locales';
import type { CalendarDate } from './dates';
import { formatsFor } from './formats';

/** The booking code a guest reads and quotes: the first 8 characters of the id, upper case. */
export function bookingCode(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** `venerdì 1 maggio 2026` (`Friday 1 May 2026` in English): a calendar date with its weekday. */
export function formatLongDate(date: CalendarDate, locale: Locale = DEFAULT_LOCALE): string {
  return formatsFor(locale).longDay(date);
}

/** `01/05/2026`, the display format of product §9 (British English writes it the same). */
export function formatShortDate(date: CalendarDate, locale: Locale = DEFAULT_LOCALE): string {
  return formatsFor(locale).day(date);
}

/** Splits a list into runs of at most `size` (DynamoDB transactions take at most 100 items). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('size must be positive');
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}

/** The language a booking speaks to its guest in: theirs, or Italian for a booking without one. */
export const bookingLocale = (booking: { locale?: Locale }): Locale =>
  booking.locale ?? DEFAULT_LOCALE;
