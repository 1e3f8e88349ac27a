import { site } from '../config/site';
import { addDays, type CalendarDate, eachNight } from './dates';

/**
 * How an imported calendar event becomes blocked nights (ARCHITECTURE: iCal).
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

export function nightsOfSpan(span: IcalSpan): CalendarDate[] {
  if (span.kind === 'date') {
    const end = span.end && span.end > span.start ? span.end : addDays(span.start, 1);
    return eachNight(span.start, end);
  }
  const { start, end } = span;
  if (end.date < start.date || (end.date === start.date && end.minutes < start.minutes)) {
    return [start.date];
  }
  const endExclusive = end.minutes <= CHECK_OUT_MINUTES ? end.date : addDays(end.date, 1);
  const nights = eachNight(start.date, endExclusive);
  return nights.length > 0 ? nights : [start.date];
}

/**
 * The nights of many spans within `[from, to]`, sorted, without repeats. Long spans are clipped
 * before they are expanded, so a block "until 2099" costs no more than the window.
 */
export function nightsWithin(
  spans: Iterable<IcalSpan>,
  window: { from: CalendarDate; to: CalendarDate },
): CalendarDate[] {
  const dates = new Set<CalendarDate>();
  for (const span of spans) {
    const clipped = clip(span, window);
    if (!clipped) continue;
    for (const night of nightsOfSpan(clipped)) {
      if (night >= window.from && night <= window.to) dates.add(night);
    }
  }
  return [...dates].sort();
}

function clip(span: IcalSpan, window: { from: CalendarDate; to: CalendarDate }): IcalSpan | null {
  const after = addDays(window.to, 1);
  if (span.kind === 'date') {
    const end = span.end && span.end > span.start ? span.end : addDays(span.start, 1);
    if (span.start > window.to || end <= window.from) return null;
    return {
      kind: 'date',
      start: [span.start, window.from].sort()[1] as CalendarDate,
      end: [end, after].sort()[0] as CalendarDate,
    };
  }
  if (span.start.date > window.to || span.end.date < window.from) return null;
  const before = addDays(window.from, -1);
  // Nights outside the window are dropped anyway: clipping keeps only how the span meets it.
  const start = span.start.date < before ? { date: before, minutes: 0 } : span.start;
  const end = span.end.date > after ? { date: after, minutes: 24 * 60 - 1 } : span.end;
  return { kind: 'timed', start, end };
}
