import { addDays, type CalendarDate, daysBetween } from '@catania/shared/domain/dates';
import type { IcalSpan, WallTime } from '@catania/shared/domain/ical-nights';
import ical, { type VEvent } from 'node-ical';
import { blocks, pad, romeWallTime } from './feed-values';

/**
 * The part of a feed the pre-pass (parse-feed.ts, `trimFeed`) does not read itself, read with
 * node-ical: recurrences and their overrides, repeated UIDs, other time zones, floating times.
 *
 * node-ical loads two heavy dependencies when it is imported (a Temporal polyfill and
 * rrule-temporal, about 135 KB minified), and most feeds (Airbnb, Booking.com: plain all-day
 * events) never need it. So this module is loaded on demand, by `import('./node-ical-reader.mjs')`
 * in parse-feed.ts: from the TypeScript sources (tests, local stack) that is this file; in a
 * deployed function it is a second bundle beside index.mjs (infra/src/bundling.ts, SIDE_BUNDLES).
 * Being a separate bundle, it shares no class with its caller: it reports through its return
 * value and plain errors, never `instanceof`.
 *
 * Dates never go through UTC: node-ical builds a date-only value (`VALUE=DATE`) at local midnight
 * of the machine, so its calendar date is read back with the local getters, which is exact in any
 * zone (TZ=America/Chicago and TZ=Pacific/Auckland give the same nights as UTC). A timed value is
 * an instant; its wall-clock time in Europe/Rome is what decides the nights. A floating time
 * (no TZID, no Z) is taken as Rome's wall-clock time.
 */
export interface NodeIcalRead {
  /** Events read that block (not cancelled, not marked free). */
  eventCount: number;
  spans: IcalSpan[];
  /** The recurrences expanded to more than `maxSpans` spans: reading stopped. */
  tooMany: boolean;
}

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

/**
 * The blocking events of `text` and their spans within `window` (recurrences expanded), at most
 * `maxSpans` spans. Throws on what node-ical cannot read; the caller says the feed is invalid.
 */
export async function readWithNodeIcal(
  text: string,
  window: { from: CalendarDate; to: CalendarDate },
  maxSpans: number,
): Promise<NodeIcalRead> {
  const data = await ical.async.parseICS(text);
  // A margin of two days on each side: the exact window is applied on calendar dates later.
  const from = new Date(`${addDays(window.from, -2)}T00:00:00Z`);
  const to = new Date(`${addDays(window.to, 2)}T23:59:59Z`);
  const spans: IcalSpan[] = [];
  let eventCount = 0;
  for (const component of Object.values(data)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    // checkFeedShape saw a valid DTSTART on every event: one missing here is node-ical's doing.
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) {
      throw new Error('node-ical read an event without a valid start');
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
      if (spans.length > maxSpans) return { eventCount, spans, tooMany: true };
    }
  }
  return { eventCount, spans, tooMany: false };
}
