import { addDays, addMonths, dayOfWeek } from '@catania/shared/domain/dates';

/** The keys the calendar grid moves its focus with (the WAI-ARIA date picker pattern). */
export const GRID_KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type GridKey = (typeof GRID_KEYS)[number];
export const isGridKey = (key: string): key is GridKey =>
  (GRID_KEYS as readonly string[]).includes(key);

/**
 * Where a key moves the grid's focus from `date`: a day, a week, the week's Monday or Sunday,
 * a month (a year with Shift) on the same day, clamped to the month's last day.
 */
export function moveFocus(date: string, key: GridKey, shift = false): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -((dayOfWeek(date) + 6) % 7));
    case 'End':
      return addDays(date, (7 - dayOfWeek(date)) % 7);
    case 'PageUp':
      return addMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shift ? 12 : 1);
  }
}
