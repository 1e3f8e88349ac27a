import { createHash } from 'node:crypto';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { formatShortDate } from '@catania/shared/domain/booking';
import { type CalendarDate, horizonEnd, todayInRome } from '@catania/shared/domain/dates';
import type { CalendarConfig, SyncResult } from '@catania/shared/schemas/calendar';
import { notifyOwner } from '../adapters/mail';
import { env } from '../config/env';
import {
  acquireSyncLease,
  type CalendarRecord,
  deleteBlocks,
  getCalendar,
  listBlockDates,
  listCalendars,
  listDirectNights,
  putBlocks,
  saveSyncFailure,
  saveSyncSuccess,
} from '../data/calendars-repo';
import { logger } from '../http/logger';
import { FeedParseError, parseFeed } from './parse-feed';
import { FeedFetchError, parseAllowPrivate, safeFetch } from './safe-fetch';

/**
 * One sync of one imported calendar (ARCHITECTURE: iCal): fetch safely, parse, and make the
 * calendar's blocks equal to the feed's nights over the published window (today to 18 months):
 * new nights are written, vanished ones deleted. A failed fetch or an invalid feed changes no
 * block and records why. Time, HTTP status, event count and error are kept for the dashboard.
 */
const LEASE_MS = 2 * 60_000;
const UNEXPECTED = 'Errore imprevisto durante la sincronizzazione. Riprova più tardi.';
export const SYNC_BUSY = 'Sincronizzazione già in corso per questo calendario.';
export const CALENDAR_GONE = 'Calendario non trovato.';

export function syncWindow(now: Date): { from: CalendarDate; to: CalendarDate } {
  const from = todayInRome(now);
  return { from, to: horizonEnd(from, site.stay.bookingHorizonMonths) };
}

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
    const window = syncWindow(now);
    const fetched = await safeFetch(calendar.icalUrl, fetchOptions());
    httpStatus = fetched.status;
    const feed = await parseFeed(fetched.body, window);

    const previous = new Set(calendar.blockedDates);
    const next = new Set(feed.nights);
    const added = feed.nights.filter((date) => !previous.has(date));
    const vanished = calendar.blockedDates.filter((date) => !next.has(date));
    await putBlocks(calendar.apartmentId, calendar.id, added);
    await deleteBlocks(calendar.apartmentId, calendar.id, vanished);

    const conflicts = await findConflicts(calendar.apartmentId, next, window);
    const saved = await saveSyncSuccess(calendar.id, {
      attemptAt,
      httpStatus,
      eventCount: feed.eventCount,
      blockedDates: feed.nights,
      conflicts,
    });
    if (!saved) {
      // Deleted while we synced: take back every block it still has.
      const left = await listBlockDates(calendar.apartmentId, calendar.id);
      await deleteBlocks(calendar.apartmentId, calendar.id, left);
      return failure(calendar, CALENDAR_GONE);
    }
    await warnOfNewConflicts(calendar, conflicts);
    logger.info('calendar synced', {
      calendarId: calendar.id,
      apartmentId: calendar.apartmentId,
      events: feed.eventCount,
      nights: feed.nights.length,
      added: added.length,
      removed: vanished.length,
      conflicts: conflicts.length,
    });
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

async function warnOfNewConflicts(
  calendar: CalendarRecord,
  conflicts: CalendarConfig['conflicts'],
): Promise<void> {
  const known = new Set(calendar.conflicts.map((c) => `${c.date}#${c.bookingId}`));
  const fresh = conflicts.filter((c) => !known.has(`${c.date}#${c.bookingId}`));
  if (fresh.length === 0) return;
  const lines = fresh.map(
    (c) => `- notte del ${formatShortDate(c.date)}: prenotazione diretta ${c.bookingId}`,
  );
  const text = [
    `Il calendario importato per ${calendar.apartmentId} (${calendar.icalUrl}) blocca notti già vendute con una prenotazione diretta pagata:`,
    '',
    ...lines,
    '',
    'Controlla la piattaforma esterna: potrebbe trattarsi di una doppia prenotazione. Il pannello di amministrazione (Calendari) segnala il conflitto finché non è risolto.',
  ].join('\n');
  // One mail per set of new conflicts: a retry of the same sync does not send it twice.
  const hex = createHash('sha256')
    .update(
      `ical-conflict|${calendar.id}|${fresh.map((c) => `${c.date}#${c.bookingId}`).join(',')}`,
    )
    .digest('hex');
  const id =
    `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}` as const;
  await notifyOwner('Attenzione: possibile doppia prenotazione', text, id);
}
