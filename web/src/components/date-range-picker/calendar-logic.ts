import { conflictingNights, isRangeBookable } from '@catania/shared/domain/availability';
import { addDays, dayOfWeek } from '@catania/shared/domain/dates';

/**
 * The date-range picker's rules (product §2, §4), as pure functions over `yyyy-MM-dd` strings.
 * One improvement on the first picker: while a check-out is awaited, any later day whose every night before
 * it is free may be chosen, even an unavailable one (a stay can end when the next one starts).
 */
export interface Range {
  checkIn?: string;
  checkOut?: string;
}

/**
 * What an apartment's stay rules say of a day for the range being chosen, before the guest picks
 * it (features/booking/stay-rules.tsx computes it; the calendar itself knows no rules).
 */
export interface DayRule {
  /** Why the day cannot be chosen now (closed to arrival or departure, lead time, a gap's middle). */
  closed?: string;
  /** A term to know before choosing it: a longer minimum stay, a stay shorter than the minimum. */
  note?: string;
}

export interface DayState {
  date: string;
  isToday: boolean;
  past: boolean;
  unavailable: boolean;
  disabled: boolean;
  isStart: boolean;
  isEnd: boolean;
  inRange: boolean;
  /** The stay rules' mark, on a day that is neither past nor taken. */
  rule?: DayRule;
}

export const awaitingCheckOut = (range: Range) => Boolean(range.checkIn && !range.checkOut);

export function dayState(
  date: string,
  today: string,
  unavailable: ReadonlySet<string>,
  range: Range,
  ruleOf?: (date: string, range: Range) => DayRule | undefined,
): DayState {
  const past = date < today;
  const isUnavailable = unavailable.has(date);
  let disabled = past || isUnavailable;
  if (!past && awaitingCheckOut(range) && range.checkIn && date > range.checkIn) {
    disabled = !isRangeBookable(unavailable, range.checkIn, date);
  }
  // A day that cannot be chosen anyway (past, taken) carries no rule: its own reason is enough.
  const rule = disabled ? undefined : ruleOf?.(date, range);
  return {
    date,
    isToday: date === today,
    past,
    unavailable: isUnavailable,
    disabled: disabled || Boolean(rule?.closed),
    isStart: date === range.checkIn,
    isEnd: date === range.checkOut,
    inRange: Boolean(
      range.checkIn && range.checkOut && date > range.checkIn && date < range.checkOut,
    ),
    rule,
  };
}

/**
 * A day after the check-in that cannot end the stay, and why: the first taken night between them.
 * Undefined for a day that can be chosen (or when no check-out is awaited).
 */
export function blockedCheckOut(
  range: Range,
  date: string,
  unavailable: ReadonlySet<string>,
): { date: string; takenNight: string; canStartHere: boolean } | undefined {
  if (!awaitingCheckOut(range) || !range.checkIn || date <= range.checkIn) return undefined;
  const takenNight = conflictingNights(unavailable, range.checkIn, date)[0];
  if (!takenNight) return undefined;
  return { date, takenNight, canStartHere: !unavailable.has(date) };
}

/**
 * Why a pick starts the stay again instead of completing it, so the calendar can say so (a range
 * silently restarting looked like a fault): a day on or before the check-in while the check-out
 * is awaited, or any day after a complete range.
 */
export type Restart = 'before-check-in' | 'new-stay';
export function restartReason(range: Range, date: string): Restart | undefined {
  if (range.checkIn && range.checkOut) return 'new-stay';
  if (range.checkIn && date <= range.checkIn) return 'before-check-in';
  return undefined;
}

/** What a click on an enabled day does (product §4, Date selection). */
export function selectDay(range: Range, date: string): Range {
  if (!awaitingCheckOut(range) || !range.checkIn) return { checkIn: date };
  if (date <= range.checkIn) return { checkIn: date };
  return { checkIn: range.checkIn, checkOut: date };
}

/** The weeks of a month, Monday first, with `null` for the padding cells. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (dayOfWeek(first) + 6) % 7; // Monday = 0
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 0; day < daysInMonth; day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type QuickOption = 'weekend' | 'three-nights' | 'week' | 'ten-days';
/** The quick options in their buttons' order (their words: the `calendar` catalogue's `quick`). */
export const QUICK_OPTIONS: readonly QuickOption[] = [
  'weekend',
  'three-nights',
  'week',
  'ten-days',
];
export const QUICK_SHIFT_TRIES = 30;

/** The next Friday after today (a week later when today is Friday). */
export function nextFriday(today: string): string {
  const days = (5 - dayOfWeek(today) + 7) % 7 || 7;
  return addDays(today, days);
}

/**
 * A quick option's range: this weekend (2 nights from next Friday), 3 nights, one week or 10 days
 * from tomorrow. When a night is taken the start moves forward a day at a time, up to 30 tries.
 */
export function quickRange(
  option: QuickOption,
  today: string,
  unavailable: ReadonlySet<string>,
): Required<Range> | undefined {
  const [start, nights] =
    option === 'weekend'
      ? [nextFriday(today), 2]
      : [addDays(today, 1), option === 'three-nights' ? 3 : option === 'week' ? 7 : 10];
  for (let shift = 0; shift < QUICK_SHIFT_TRIES; shift++) {
    const checkIn = addDays(start, shift);
    const checkOut = addDays(checkIn, nights);
    if (isRangeBookable(unavailable, checkIn, checkOut)) return { checkIn, checkOut };
  }
  return undefined;
}

/** `date` kept within `[min, max]` (either bound optional). */
export function clampDate(date: string, min?: string, max?: string): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}
