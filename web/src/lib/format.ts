import { formatEuro } from '@catania/shared/domain/money';

export { formatEuro };

// Dates are formatted with Intl's Italian data (as date-fns' `it` locale would) and plain string
// work for the numeric forms: date-fns' `format` alone weighed 25 KB in the home page's chunk.
const longDay = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('it-IT', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonthYear = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date `yyyy-MM-dd` as the UTC midnight Date of that day (formatted in UTC). */
export function toUtcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** `dd/MM/yyyy`, the display format of SPEC 9. */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** `dd/MM`, for the 'occupied from' badge. */
export function formatDayMonth(date: string): string {
  const [, m, d] = date.split('-');
  return `${d}/${m}`;
}

/** `venerdì 10 luglio 2026`. */
export function formatLongDay(date: string): string {
  return longDay.format(toUtcDate(date));
}

/** `10 luglio 2026`. */
export function formatDate(date: string): string {
  return dayMonthYear.format(toUtcDate(date));
}

/** `Luglio 2026` for the first day of a month `yyyy-MM-01`. */
export function formatMonthTitle(date: string): string {
  const text = monthYear.format(toUtcDate(date));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `1 notte` / `3 notti`. */
export function nightsLabel(nights: number): string {
  return nights === 1 ? '1 notte' : `${nights} notti`;
}
