import { site } from '../config/site';
import { type CalendarDate, fromEpochDay, toEpochDay } from './dates';

/**
 * How an imported calendar event becomes blocked nights (product §10, iCal).
 *
 * The night of date D is the stay that starts on D and ends the next morning. An event is read in
 * one of two shapes, and the caller (functions/src/calendars) is responsible for never passing a
 * date-only value through UTC:
 * - all-day (`VALUE=DATE`): DTEND is exclusive, as in RFC 5545 and every booking platform, so
 *   20260510..20260513 blocks the nights of the 10th, 11th and 12th. A missing DTEND, or one not
 *   after DTSTART, means a single day.
 * - timed: its start and end as wall-clock times in Europe/Rome. It blocks from the night of its
 *   start date to the night before its end date, plus the end date's night when it lasts past the
 *   check-out time of that day (a guest leaving at 10:00 frees that night; an event until 16:00
 *   does not). An event within one day blocks that day's night.
 */
export type IcalSpan =
  | { kind: 'date'; start: CalendarDate; end?: CalendarDate | null }
  | { kind: 'timed'; start: WallTime; end: WallTime };

/** A wall-clock time in Europe/Rome: the date and the minutes since its midnight. */
export interface WallTime {
  date: CalendarDate;
  minutes: number;
}

const [checkOutHour = 11, checkOutMinute = 0] = site.stay.checkOut.by.split(':').map(Number);
/** Minutes after midnight by which a departing guest has left (11:00). */
export const CHECK_OUT_MINUTES = checkOutHour * 60 + checkOutMinute;

/**
 * The nights a span blocks, as epoch days `[from, to)` (see dates.ts): the one rule behind both
 * functions below, in whole days, so a span of any length costs the same.
 */
function nightRange(span: IcalSpan): [number, number] {
  if (span.kind === 'date') {
    const from = toEpochDay(span.start);
    return [from, span.end && span.end > span.start ? toEpochDay(span.end) : from + 1];
  }
  const { start, end } = span;
  const from = toEpochDay(start.date);
  if (end.date < start.date || (end.date === start.date && end.minutes < start.minutes)) {
    return [from, from + 1];
  }
  const to = toEpochDay(end.date) + (end.minutes <= CHECK_OUT_MINUTES ? 0 : 1);
  return [from, Math.max(to, from + 1)];
}

export function nightsOfSpan(span: IcalSpan): CalendarDate[] {
  const [from, to] = nightRange(span);
  return Array.from({ length: to - from }, (_, i) => fromEpochDay(from + i));
}

/**
 * The nights of many spans within `[from, to]`, sorted, without repeats. Each span marks its
 * nights, clipped to the window, on one array of the window's days: a feed of thousands of events
 * and a block "until 2099" cost no more than the window.
 */
export function nightsWithin(
  spans: Iterable<IcalSpan>,
  window: { from: CalendarDate; to: CalendarDate },
): CalendarDate[] {
  const first = toEpochDay(window.from);
  const days = toEpochDay(window.to) - first + 1;
  if (days <= 0) return [];
  const blocked = new Uint8Array(days);
  for (const span of spans) {
    const [from, to] = nightRange(span);
    blocked.fill(1, Math.max(0, from - first), Math.min(days, to - first));
  }
  const nights: CalendarDate[] = [];
  for (let day = 0; day < days; day++) if (blocked[day]) nights.push(fromEpochDay(first + day));
  return nights;
}
