import { addDays, type CalendarDate, daysBetween } from '@catania/shared/domain/dates';
import { type IcalSpan, nightsWithin, type WallTime } from '@catania/shared/domain/ical-nights';
import ical, { type VEvent } from 'node-ical';
import { checkFeedShape, FeedParseError } from './feed-shape';

export { FeedParseError };

/**
 * Turns an iCal feed into the nights it blocks (ARCHITECTURE: iCal), with node-ical.
 *
 * Dates never go through UTC: node-ical builds a date-only value (`VALUE=DATE`) at local midnight
 * of the machine, so its calendar date is read back with the local getters, which is exact in any
 * zone (TZ=America/Chicago and TZ=Pacific/Auckland give the same nights as UTC). A timed value is
 * an instant; its wall-clock time in Europe/Rome is what decides the nights. A floating time
 * (no TZID, no Z) is taken as Rome's wall-clock time.
 *
 * A feed is read only when it is complete and well formed (feed-shape.ts); anything that still
 * goes wrong while reading it is a FeedParseError too, so a sync never applies half a feed.
 */
const NOT_ICAL =
  'Il link non restituisce un calendario iCal: controlla di aver copiato il link di esportazione (.ics).';
const HTML_NOT_ICAL =
  'Il link restituisce una pagina web (HTML) invece di un calendario iCal: copia il link di esportazione .ics.';
const INVALID_ICAL = 'Il calendario iCal non è leggibile (formato non valido).';
const TOO_MANY = 'Il calendario contiene troppe ricorrenze da importare.';

/** A bound on the instances one feed may expand to within the horizon. */
const MAX_INSTANCES = 100_000;

export interface ParsedFeed {
  /** Events that block within the window (not cancelled, not marked free, not long past). */
  eventCount: number;
  /** The blocked nights within the window, sorted. */
  nights: CalendarDate[];
}

const romeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of a node-ical date-only value: its local date parts, never UTC's. */
function localDate(value: Date): CalendarDate {
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

type IcalDate = Date & { tz?: string; dateOnly?: boolean };

function wallTime(value: IcalDate): WallTime {
  if (!value.tz) {
    // Floating: node-ical put the wall-clock fields in the machine's local time.
    return {
      date: localDate(value),
      minutes: value.getHours() * 60 + value.getMinutes(),
    };
  }
  const parts = romeParts.formatToParts(value);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    date: `${get('year')}-${pad(get('month'))}-${pad(get('day'))}`,
    minutes: get('hour') * 60 + get('minute'),
  };
}

const isFullDay = (event: { datetype?: string; start?: IcalDate }) =>
  event.datetype === 'date' || Boolean(event.start?.dateOnly);

/** All-day length in days from the event's own DTSTART/DTEND (at least one). */
function allDayLength(event: VEvent): number {
  const start = event.start as IcalDate | undefined;
  const end = event.end as IcalDate | undefined;
  if (!start || !end) return 1;
  const endDate = end.dateOnly || !end.tz ? localDate(end) : wallTime(end).date;
  return Math.max(1, daysBetween(localDate(start), endDate));
}

function spanOf(event: VEvent, start: IcalDate, end: IcalDate | undefined): IcalSpan {
  if (isFullDay(event)) {
    const first = localDate(start);
    return { kind: 'date', start: first, end: addDays(first, allDayLength(event)) };
  }
  const from = wallTime(start);
  return { kind: 'timed', start: from, end: end ? wallTime(end) : from };
}

const blocks = (event: { status?: string; transparency?: string }) =>
  String(event.status ?? '').toUpperCase() !== 'CANCELLED' &&
  String(event.transparency ?? '').toUpperCase() !== 'TRANSPARENT';

/** Strips a byte-order mark and leading blank lines; refuses what is not a calendar. */
function assertIcal(text: string): string {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (/^BEGIN:VCALENDAR/i.test(trimmed)) return trimmed;
  if (
    /^<(!doctype|html|head|body|\?xml)/i.test(trimmed) ||
    /<html[\s>]/i.test(trimmed.slice(0, 2000))
  ) {
    throw new FeedParseError(HTML_NOT_ICAL);
  }
  throw new FeedParseError(NOT_ICAL);
}

const compactDate = (date: CalendarDate) => date.replaceAll('-', '');

/**
 * The properties of an event that decide its nights, and those node-ical needs to tell an event's
 * versions and occurrences apart (UID, SEQUENCE, RECURRENCE-ID). Descriptions, summaries,
 * attendees, alarms and the like never block a night.
 */
const DECIDING = new Set([
  'UID',
  'SEQUENCE',
  'DTSTART',
  'DTEND',
  'DURATION',
  'RRULE',
  'RDATE',
  'EXDATE',
  'RECURRENCE-ID',
  'STATUS',
  'TRANSP',
]);

const propertyName = (line: string) => {
  const end = line.search(/[;:]/);
  return end < 0 ? '' : line.slice(0, end).toUpperCase();
};

/**
 * Trims the feed before node-ical sees it, in one pass over the unfolded lines (RFC 5545 3.1): a
 * feed of 5,000 events is mostly past stays, and parsing is most of a sync's time.
 * - Events that certainly end before the window or start after it are dropped. Only plain events
 *   are judged (no RRULE, RDATE, RECURRENCE-ID or DURATION), on the calendar date of their DTEND
 *   (else DTSTART), with two days of margin for any time zone; anything else is passed on.
 * - Of the events kept, only the DECIDING properties stay (components nested in an event, such
 *   as alarms, go too): node-ical's cost grows with every line it reads and unescapes.
 * Everything outside events (the calendar's own lines, its time zones) is passed on untouched.
 * The feed's shape has been checked on the whole text before (a trimmed feed proves nothing).
 */
export function withoutDistantEvents(
  text: string,
  window: { from: CalendarDate; to: CalendarDate },
): string {
  const before = compactDate(addDays(window.from, -2));
  const after = compactDate(addDays(window.to, 2));
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const kept: string[] = [];
  let event: string[] | null = null;
  /** Depth of the components open inside the current event (an alarm). */
  let nested = 0;
  for (const line of lines) {
    if (event === null) {
      if (/^BEGIN:VEVENT$/i.test(line)) event = [line];
      else kept.push(line);
      continue;
    }
    const name = propertyName(line);
    if (name === 'END' && nested === 0 && /^END:VEVENT$/i.test(line)) {
      event.push(line);
      if (!isDistant(event, before, after)) kept.push(...event);
      event = null;
    } else if (name === 'BEGIN') nested += 1;
    else if (name === 'END') nested -= 1;
    else if (nested === 0 && DECIDING.has(name)) event.push(line);
  }
  if (event) kept.push(...event);
  return kept.join('\r\n');
}

function isDistant(event: string[], before: string, after: string): boolean {
  let start: string | undefined;
  let end: string | undefined;
  for (const line of event) {
    const name = propertyName(line);
    if (name === 'RRULE' || name === 'RDATE' || name === 'RECURRENCE-ID' || name === 'DURATION') {
      return false;
    }
    const value = /:(\d{8})(T\d{6}Z?)?\s*$/.exec(line)?.[1];
    if (name === 'DTSTART') start = value;
    if (name === 'DTEND') end = value;
  }
  if (!start) return false;
  return (end ?? start) < before || start > after;
}

export async function parseFeed(
  text: string,
  window: { from: CalendarDate; to: CalendarDate },
): Promise<ParsedFeed> {
  const body = assertIcal(text);
  checkFeedShape(body);
  try {
    return await readEvents(body, window);
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    throw new FeedParseError(INVALID_ICAL);
  }
}

async function readEvents(
  body: string,
  window: { from: CalendarDate; to: CalendarDate },
): Promise<ParsedFeed> {
  const data = await ical.async.parseICS(withoutDistantEvents(body, window));
  // A margin of two days on each side: the exact window is applied on calendar dates below.
  const from = new Date(`${addDays(window.from, -2)}T00:00:00Z`);
  const to = new Date(`${addDays(window.to, 2)}T23:59:59Z`);
  const spans: IcalSpan[] = [];
  let eventCount = 0;
  for (const component of Object.values(data)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    // checkFeedShape saw a valid DTSTART on every event: one missing here is node-ical's doing.
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) {
      throw new FeedParseError(INVALID_ICAL);
    }
    if (!blocks(event)) continue;
    eventCount += 1;
    if (!event.rrule) {
      spans.push(spanOf(event, event.start as IcalDate, event.end as IcalDate | undefined));
      continue;
    }
    const instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
    for (const instance of instances) {
      if (!blocks(instance.event)) continue;
      spans.push(
        spanOf(instance.event as VEvent, instance.start as IcalDate, instance.end as IcalDate),
      );
      if (spans.length > MAX_INSTANCES) throw new FeedParseError(TOO_MANY);
    }
  }
  return { eventCount, nights: nightsWithin(spans, window) };
}
