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
  return romeWallTime(value);
}

/** The wall-clock time in Rome of an instant. */
function romeWallTime(instant: Date): WallTime {
  const parts = romeParts.formatToParts(instant);
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

/** What the pre-pass leaves for node-ical, and what it read itself (see `trimFeed`). */
export interface TrimmedFeed {
  /** The feed for node-ical: calendar lines and the events it must read, trimmed. */
  text: string;
  /** The plain events the pre-pass read itself: their spans, and how many of them block. */
  spans: IcalSpan[];
  blockingEvents: number;
}

/**
 * One pass over the unfolded lines (RFC 5545 3.1) before node-ical sees the feed: a feed of 5,000
 * events is mostly past stays and plain all-day reservations, and node-ical costs about 0.1 ms an
 * all-day event and 0.5 ms a timed one with a TZID (its Temporal polyfill), which was most of a
 * sync's time.
 * - Events that certainly end before the window or start after it are dropped. Only events with
 *   no RRULE, RDATE, RECURRENCE-ID or DURATION are judged, on the calendar date of their DTEND
 *   (else DTSTART), with two days of margin for any time zone; anything else is passed on.
 * - With `readPlain`, the plain events of the window are read here (`plainSpan`): a UID of its
 *   own, no recurrence, DTSTART/DTEND as all-day dates, UTC times or Europe/Rome times. What is
 *   not that plain (recurrences and their overrides, a repeated UID, another zone, a floating
 *   time, which node-ical may place in the calendar's zone) goes to node-ical, as does everything
 *   when `readPlain` is false (the tests compare both ways).
 * - Of the events passed on, only the DECIDING properties stay (components nested in an event,
 *   such as alarms, go too): node-ical's cost grows with every line it reads and unescapes.
 * Everything outside events (the calendar's own lines, its time zones) is passed on untouched.
 * The feed's shape, its dates included, has been checked on the whole text before
 * (feed-shape.ts; a trimmed feed proves nothing).
 */
export function trimFeed(
  text: string,
  window: { from: CalendarDate; to: CalendarDate },
  readPlain = true,
): TrimmedFeed {
  const before = compactDate(addDays(window.from, -2));
  const after = compactDate(addDays(window.to, 2));
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  /** The calendar's own lines, and the events of the window in feed order. */
  const outside: string[] = [];
  const events: string[][] = [];
  const uses = new Map<string, number>();
  let event: string[] | null = null;
  /** Depth of the components open inside the current event (an alarm). */
  let nested = 0;
  for (const line of lines) {
    if (event === null) {
      if (/^BEGIN:VEVENT$/i.test(line)) event = [line];
      else outside.push(line);
      continue;
    }
    const name = propertyName(line);
    if (name === 'END' && nested === 0 && /^END:VEVENT$/i.test(line)) {
      event.push(line);
      if (!isDistant(event, before, after)) {
        events.push(event);
        const uid = propertyValue(event, 'UID');
        if (uid !== undefined) uses.set(uid, (uses.get(uid) ?? 0) + 1);
      }
      event = null;
    } else if (name === 'BEGIN') nested += 1;
    else if (name === 'END') nested -= 1;
    else if (nested === 0 && DECIDING.has(name)) event.push(line);
  }
  const spans: IcalSpan[] = [];
  let blockingEvents = 0;
  const passed: string[] = [];
  for (const lines of events) {
    const uid = propertyValue(lines, 'UID');
    const plain = readPlain && (uid === undefined || uses.get(uid) === 1) && plainSpan(lines);
    if (!plain) passed.push(...lines);
    else if (plain.blocks) {
      spans.push(plain.span);
      blockingEvents += 1;
    }
  }
  // The events go where the calendar closes, after its own lines and time zones.
  const end = outside.findLastIndex((line) => /^END:VCALENDAR$/i.test(line));
  const at = end < 0 ? outside.length : end;
  if (event) passed.push(...event);
  return {
    text: [...outside.slice(0, at), ...passed, ...outside.slice(at)].join('\r\n'),
    spans,
    blockingEvents,
  };
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

/** The value of an event's first `name` line without parameters (`UID:x`), trimmed. */
function propertyValue(event: string[], name: string): string | undefined {
  const prefix = `${name}:`;
  const line = event.find(
    (l) => l.length > prefix.length && l.slice(0, prefix.length).toUpperCase() === prefix,
  );
  return line?.slice(prefix.length).trim();
}

/** The forms of DTSTART/DTEND the pre-pass reads: all-day, UTC, or a wall time in Rome. */
const ALL_DAY = /^;VALUE=DATE:(\d{4})(\d{2})(\d{2})$/i;
const UTC_TIME = /^:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/i;
const ROME_TIME = /^;TZID="?Europe\/Rome"?:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}$/;

type Moment = { kind: 'date'; date: CalendarDate } | { kind: 'timed'; at: WallTime };

function momentOf(rest: string): Moment | undefined {
  const day = ALL_DAY.exec(rest);
  if (day) return { kind: 'date', date: `${day[1]}-${day[2]}-${day[3]}` };
  const utc = UTC_TIME.exec(rest);
  if (utc) {
    const [y = 0, m = 1, d = 1, hh = 0, mm = 0, ss = 0] = utc.slice(1).map(Number);
    return { kind: 'timed', at: romeWallTime(new Date(Date.UTC(y, m - 1, d, hh, mm, ss))) };
  }
  const rome = ROME_TIME.exec(rest);
  // Rome's own wall-clock time is what decides the nights: no conversion (in a spring-forward
  // gap it stays as written, where node-ical moves it an hour on; the nights are the same).
  if (rome) {
    return {
      kind: 'timed',
      at: {
        date: `${rome[1]}-${rome[2]}-${rome[3]}`,
        minutes: Number(rome[4]) * 60 + Number(rome[5]),
      },
    };
  }
  return undefined;
}

/**
 * The span of a plain event and whether it blocks, as parseFeed would read it through node-ical
 * (`spanOf`, `blocks`); undefined when it is not plain enough to read here.
 */
function plainSpan(event: string[]): { span: IcalSpan; blocks: boolean } | false {
  let start: Moment | undefined;
  let end: Moment | undefined;
  let status = '';
  let transparency = '';
  for (const line of event) {
    const name = propertyName(line);
    const rest = line.slice(name.length);
    if (name === 'DTSTART' || name === 'DTEND') {
      const moment = momentOf(rest);
      if (!moment || (name === 'DTSTART' ? start : end)) return false;
      if (name === 'DTSTART') start = moment;
      else end = moment;
    } else if (name === 'STATUS' || name === 'TRANSP') {
      if (!rest.startsWith(':')) return false;
      if (name === 'STATUS') status = rest.slice(1).trim();
      else transparency = rest.slice(1).trim();
    } else if (name !== 'UID' && name !== 'SEQUENCE' && name !== 'BEGIN' && name !== 'END') {
      return false;
    }
  }
  if (!start || (end && end.kind !== start.kind)) return false;
  const span: IcalSpan =
    start.kind === 'date'
      ? { kind: 'date', start: start.date, end: end?.kind === 'date' ? end.date : null }
      : { kind: 'timed', start: start.at, end: end?.kind === 'timed' ? end.at : start.at };
  return { span, blocks: blocks({ status, transparency }) };
}

/** `readPlain: false` has node-ical read every event of the window (the tests compare both). */
export async function parseFeed(
  text: string,
  window: { from: CalendarDate; to: CalendarDate },
  options: { readPlain?: boolean } = {},
): Promise<ParsedFeed> {
  const body = assertIcal(text);
  checkFeedShape(body);
  try {
    return await readEvents(trimFeed(body, window, options.readPlain ?? true), window);
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    throw new FeedParseError(INVALID_ICAL);
  }
}

async function readEvents(
  trimmed: TrimmedFeed,
  window: { from: CalendarDate; to: CalendarDate },
): Promise<ParsedFeed> {
  const data = await ical.async.parseICS(trimmed.text);
  // A margin of two days on each side: the exact window is applied on calendar dates below.
  const from = new Date(`${addDays(window.from, -2)}T00:00:00Z`);
  const to = new Date(`${addDays(window.to, 2)}T23:59:59Z`);
  const spans: IcalSpan[] = trimmed.spans;
  let eventCount = trimmed.blockingEvents;
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
