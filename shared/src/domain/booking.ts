import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../config/locales';
import type { CalendarDate } from './dates';

/** The booking code a guest reads and quotes: the first 8 characters of the id, upper case. */
export function bookingCode(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

const dateFormats = (locale: Locale) => ({
  long: new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  short: new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }),
});
const DATE_FORMATS = { it: dateFormats('it'), en: dateFormats('en') } satisfies Record<
  Locale,
  ReturnType<typeof dateFormats>
>;

function utcNoon(date: CalendarDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Noon UTC: a calendar date has no zone, and formatting it in UTC keeps it the same day everywhere.
  return new Date(Date.UTC(y, m - 1, d, 12));
}

/** `venerdì 1 maggio 2026` (`Friday 1 May 2026` in English): a calendar date with its weekday. */
export function formatLongDate(date: CalendarDate, locale: Locale = DEFAULT_LOCALE): string {
  return DATE_FORMATS[locale].long.format(utcNoon(date));
}

/** `01/05/2026`, the display format of product §9 (British English writes it the same). */
export function formatShortDate(date: CalendarDate, locale: Locale = DEFAULT_LOCALE): string {
  return DATE_FORMATS[locale].short.format(utcNoon(date));
}

/** Splits a list into runs of at most `size` (DynamoDB transactions take at most 100 items). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('size must be positive');
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}

const COUNT_WORDS: Record<Locale, { night: [string, string]; guest: [string, string] }> = {
  it: { night: ['notte', 'notti'], guest: ['ospite', 'ospiti'] },
  en: { night: ['night', 'nights'], guest: ['guest', 'guests'] },
};

/** "1 notte" / "3 notti" ("1 night" / "3 nights"). */
export function nightsLabel(nights: number, locale: Locale = DEFAULT_LOCALE): string {
  const [one, many] = COUNT_WORDS[locale].night;
  return `${nights} ${nights === 1 ? one : many}`;
}

/** "1 ospite" / "2 ospiti" ("1 guest" / "2 guests"). */
export function guestsLabel(guests: number, locale: Locale = DEFAULT_LOCALE): string {
  const [one, many] = COUNT_WORDS[locale].guest;
  return `${guests} ${guests === 1 ? one : many}`;
}

/** The language a booking speaks to its guest in: theirs, or Italian for a booking without one. */
export const bookingLocale = (booking: { locale?: Locale }): Locale =>
  booking.locale ?? DEFAULT_LOCALE;
