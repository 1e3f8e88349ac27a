import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import { type IcalSpan, nightsWithin, type WallTime } from '@catania/shared/domain/ical-nights';
import { checkFeedShape, FeedParseError } from './feed-shape';
import { blocks, romeWallTime } from './feed-values';

export { FeedParseError };

/**
 * Turns an iCal feed into the nights it blocks (product §10, iCal).
 *
 * A pre-pass (`trimFeed`) reads the plain events itself, which is every event of a typical
 * Airbnb or Booking.com feed; node-ical reads the rest (recurrences, other zones, floating times)
 * and is loaded only when a feed has such an event (node-ical-reader.mts says why and how).
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
  /** How many events `text` holds: none, and node-ical need not be loaded at all. */
  passedEvents: number;
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
  let passedEvents = 0;
  for (const lines of events) {
    const uid = propertyValue(lines, 'UID');
    const plain = readPlain && (uid === undefined || uses.get(uid) === 1) && plainSpan(lines);
    if (!plain) {
      passed.push(...lines);
      passedEvents += 1;
    } else if (plain.blocks) {
      spans.push(plain.span);
      blockingEvents += 1;
    }
  }
  // The events go where the calendar closes, after its own lines and time zones.
  const end = outside.findLastIndex((line) => /^END:VCALENDAR$/i.test(line));
  const at = end < 0 ? outside.length : end;
  if (event) {
    passed.push(...event);
    passedEvents += 1;
  }
  return {
    text: [...outside.slice(0, at), ...passed, ...outside.slice(at)].join('\r\n'),
    spans,
    blockingEvents,
    passedEvents,
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
 * The span of a plain event and whether it blocks, as node-ical-reader.mts would read it;
 * false when it is not plain enough to read here.
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
  const trimmed = await readingFeed(async () => trimFeed(body, window, options.readPlain ?? true));
  if (trimmed.passedEvents === 0) {
    return { eventCount: trimmed.blockingEvents, nights: nightsWithin(trimmed.spans, window) };
  }
  // Outside `readingFeed`: a reader that fails to load is a fault of the deployment, which must
  // not pass for a bad feed (infra/src/bundling.ts ships it; its test loads it).
  const { readWithNodeIcal } = await import('./node-ical-reader.mjs');
  const read = await readingFeed(() =>
    readWithNodeIcal(trimmed.text, window, MAX_INSTANCES - trimmed.spans.length),
  );
  if (read.tooMany) throw new FeedParseError(TOO_MANY);
  return {
    eventCount: trimmed.blockingEvents + read.eventCount,
    nights: nightsWithin([...trimmed.spans, ...read.spans], window),
  };
}

/** Whatever goes wrong while reading a well-formed feed says the feed is unreadable. */
async function readingFeed<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    throw new FeedParseError(INVALID_ICAL);
  }
}
