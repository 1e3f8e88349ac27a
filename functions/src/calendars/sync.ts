import type { ApartmentId } from '@catania/shared/config/apartments';
import { metricNames } from '@catania/shared/config/metrics';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { releaseNeedsApproval } from '@catania/shared/domain/feed-release';
import type { CalendarConfig, SyncResult } from '@catania/shared/schemas/calendar';
import { publishedWindow } from '../availability/availability';
import {
  deleteBlocks,
  freeAllBlocks,
  putBlocks,
} from '../availability/night-ledger/imported-blocks';
import { listDirectNights } from '../availability/night-ledger/night-reads';
import { env } from '../lib/env';
import { recordFailure } from '../lib/failure-log';
import { logger } from '../lib/logger';
import { count } from '../lib/metrics';
import {
  apartmentName,
  reportHeldBackNights,
  reportRefusedFeed,
  warnOfNewConflicts,
} from './calendar-mails';
import {
  acquireSyncLease,
  type CalendarRecord,
  getCalendar,
  listCalendars,
  saveSyncFailure,
  saveSyncSuccess,
} from './calendars-repo';
import { FeedParseError } from './feed-shape';
import { parseFeed } from './parse-feed';
import { FeedFetchError, parseAllowPrivate, safeFetch } from './safe-fetch';

/**
 * One sync of one imported calendar (product §10, iCal): fetch safely, parse, and make the
 * calendar's blocks equal to the feed's nights over the published window (today to 18 months):
 * new nights are written, vanished ones deleted. A failed fetch or a feed that is not complete and
 * well formed changes no block and records why; a refused feed is also mailed to the owner. A
 * feed that would free an unusual share of its future nights (shared/src/domain/feed-release.ts)
 * keeps them blocked, marks the calendar and mails the owner, who may accept the change
 * (acceptHeldBackRelease). Time, HTTP status, event count and error are kept for the dashboard.
 */
export const LEASE_MS = 2 * 60_000;
const UNEXPECTED = 'Errore imprevisto durante la sincronizzazione. Riprova più tardi.';
export const SYNC_BUSY = 'Sincronizzazione già in corso per questo calendario.';
const CALENDAR_GONE = 'Calendario non trovato.';
export const HELD_BACK = (nights: number) =>
  `Il calendario non elenca più ${nights} ${nights === 1 ? 'notte futura' : 'notti future'}: per sicurezza restano bloccate finché non confermi la modifica.`;

export function fetchOptions() {
  return {
    timeoutMs: env.ICAL_FETCH_TIMEOUT_MS,
    maxBytes: env.ICAL_MAX_BYTES,
    allowPrivate: parseAllowPrivate(env.ICAL_ALLOW_PRIVATE_HOSTS),
  };
}

const failure = (calendar: Pick<CalendarConfig, 'id' | 'apartmentId'>, error: string) =>
  ({ calendarId: calendar.id, apartmentId: calendar.apartmentId, success: false, error }) as const;

export async function syncCalendar(
  target: Pick<CalendarRecord, 'id' | 'apartmentId'>,
  now = new Date(),
): Promise<SyncResult> {
  if (!(await acquireSyncLease(target.id, now, LEASE_MS))) {
    return failure(target, (await getCalendar(target.id)) ? SYNC_BUSY : CALENDAR_GONE);
  }
  // Read again under the lease: the blocks of the last good sync are the ones to diff against.
  const calendar = await getCalendar(target.id);
  if (!calendar) return failure(target, CALENDAR_GONE);
  const attemptAt = now.toISOString();
  let httpStatus: number | null = null;
  try {
    const window = publishedWindow(now);
    const fetched = await safeFetch(calendar.icalUrl, fetchOptions());
    httpStatus = fetched.status;
    const feed = await parseFeed(fetched.body, window);

    const previous = new Set(calendar.blockedDates);
    const next = new Set(feed.nights);
    const added = feed.nights.filter((date) => !previous.has(date));
    const vanished = calendar.blockedDates.filter((date) => !next.has(date));
    // Nights already past leave with the window; only future ones count for the safety valve.
    const futureBlocked = calendar.blockedDates.filter((date) => date >= window.from);
    const freed = vanished.filter((date) => date >= window.from);
    const heldBack = releaseNeedsApproval(futureBlocked.length, freed.length) ? freed : [];
    const kept = new Set(heldBack);
    await putBlocks(calendar.apartmentId, calendar.id, added);
    // A night that is past leaves the feed with the window, not because the stay was cancelled:
    // it stays in the ledger as the record of a stay that happened (the numbers, the tax report).
    await deleteBlocks(
      calendar.apartmentId,
      calendar.id,
      freed.filter((date) => !kept.has(date)),
    );

    const blockedDates = [...feed.nights, ...heldBack].sort();
    const conflicts = await findConflicts(calendar.apartmentId, next, window);
    const saved = await saveSyncSuccess(calendar.id, {
      attemptAt,
      httpStatus,
      eventCount: feed.eventCount,
      blockedDates,
      conflicts,
      heldBack:
        heldBack.length > 0
          ? { dates: heldBack, since: calendar.heldBackSince ?? attemptAt }
          : null,
    });
    if (!saved) {
      // Deleted while we synced: take back every block it still has.
      await freeAllBlocks(calendar.apartmentId, calendar.id);
      return failure(calendar, CALENDAR_GONE);
    }
    await warnOfNewConflicts(calendar, conflicts);
    count(metricNames.syncsSucceeded);
    logger.info('calendar synced', {
      calendarId: calendar.id,
      apartmentId: calendar.apartmentId,
      events: feed.eventCount,
      nights: feed.nights.length,
      added: added.length,
      removed: vanished.length - heldBack.length,
      heldBack: heldBack.length,
      conflicts: conflicts.length,
    });
    if (heldBack.length > 0) {
      await reportHeldBackNights(calendar, heldBack);
      return { ...failure(calendar, HELD_BACK(heldBack.length)), eventCount: feed.eventCount };
    }
    return {
      calendarId: calendar.id,
      apartmentId: calendar.apartmentId,
      success: true,
      eventCount: feed.eventCount,
    };
  } catch (error) {
    const known = error instanceof FeedFetchError || error instanceof FeedParseError;
    const message = known ? error.message : UNEXPECTED;
    if (error instanceof FeedFetchError && error.status) httpStatus = error.status;
    if (known) logger.warn('calendar sync failed', { calendarId: calendar.id, reason: message });
    else logger.error('calendar sync crashed', { calendarId: calendar.id, error });
    await saveSyncFailure(calendar.id, { attemptAt, httpStatus, error: message });
    count(metricNames.syncsFailed);
    // One entry per failing spell (the sync after a good one), not one every 15 minutes.
    if (calendar.lastError === null) {
      await recordFailure(
        'calendar-sync',
        `Calendario di ${apartmentName(calendar)} non sincronizzato: ${message}`,
        now,
      );
    }
    // The feed answered, but not with a whole calendar: the owner hears of it (once per reason).
    if (error instanceof FeedParseError) await reportRefusedFeed(calendar, message);
    return failure(calendar, message);
  }
}

export async function syncCalendarById(
  id: string,
  now = new Date(),
): Promise<SyncResult | undefined> {
  const calendar = await getCalendar(id);
  return calendar ? syncCalendar(calendar, now) : undefined;
}

/**
 * Every active calendar, several at a time (the scheduled job and 'Sincronizza tutti'): feeds are
 * fetched side by side, so the whole takes about as long as the slowest feed, within API
 * Gateway's 30 seconds for the button.
 */
export async function syncAllCalendars(now = new Date(), concurrency = 12): Promise<SyncResult[]> {
  const calendars = (await listCalendars()).filter((c) => c.isActive);
  const results: SyncResult[] = new Array(calendars.length);
  let next = 0;
  const worker = async () => {
    while (next < calendars.length) {
      const index = next++;
      results[index] = await syncCalendar(calendars[index] as CalendarRecord, now);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, calendars.length) }, worker));
  return results;
}

/** Imported nights that fall on a paid direct booking: the owner must sort them out. */
async function findConflicts(
  apartmentId: ApartmentId,
  blocked: Set<CalendarDate>,
  window: { from: CalendarDate; to: CalendarDate },
): Promise<CalendarConfig['conflicts']> {
  if (blocked.size === 0) return [];
  const sold = await listDirectNights(apartmentId, window.from, window.to);
  return sold
    .filter((night) => night.state === 'sold' && blocked.has(night.date))
    .map((night) => ({ date: night.date, bookingId: night.bookingId }));
}
