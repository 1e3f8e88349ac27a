import { formatEuro } from '@catania/shared/domain/money';
import { format as formatDate } from 'date-fns';
import { it } from 'date-fns/locale/it';

export { formatEuro };

/** A calendar date `yyyy-MM-dd` as a local Date at noon (never shifted by a time zone). */
export function toLocalDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** A local Date as `yyyy-MM-dd`. */
export function toCalendarDate(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** `dd/MM/yyyy`, the display format of SPEC 9. */
export function formatDay(date: string): string {
  return formatDate(toLocalDate(date), 'dd/MM/yyyy');
}

/** `dd/MM`, for the 'occupied from' badge. */
export function formatDayMonth(date: string): string {
  return formatDate(toLocalDate(date), 'dd/MM');
}

/** `venerdì 10 luglio 2026`. */
export function formatLongDay(date: string): string {
  return formatDate(toLocalDate(date), 'EEEE d MMMM yyyy', { locale: it });
}

/** `luglio 2026`, capitalised: `Luglio 2026`. */
export function formatMonthTitle(date: Date): string {
  const text = formatDate(date, 'LLLL yyyy', { locale: it });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `1 notte` / `3 notti`. */
export function nightsLabel(nights: number): string {
  return nights === 1 ? '1 notte' : `${nights} notti`;
}
