import type { ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { getApartment } from '../apartments/apartments-repo';
import { deleteBlocks, freeAllBlocks } from '../availability/night-ledger/imported-blocks';
import { Conflict, InvalidInput, NotFound } from '../lib/errors';
import { logger } from '../lib/logger';
import {
  acquireSyncLease,
  deleteCalendarRecord,
  getCalendar,
  listCalendars,
  newCalendarRecord,
  putCalendar,
  releaseSyncLease,
  saveReleaseAccepted,
  toCalendarConfig,
} from './calendars-repo';
import { checkFeedUrl, FeedFetchError } from './safe-fetch';
import { fetchOptions, LEASE_MS, SYNC_BUSY, syncCalendar } from './sync';

export const CALENDAR_NOT_FOUND = 'Calendario non trovato';
export const NOTHING_HELD_BACK = 'Non ci sono notti in attesa di conferma per questo calendario.';

/** More than this per apartment is a mistake, not a need (Airbnb, Booking.com, VRBO, Google…). */
const MAX_CALENDARS_PER_APARTMENT = 10;

export async function listCalendarConfigs(): Promise<CalendarConfig[]> {
  return (await listCalendars()).map(toCalendarConfig);
}

/** Links a feed to an apartment and runs its first sync at once (the answer says how it went). */
export async function addCalendar(
  apartmentId: ApartmentId,
  icalUrl: string,
  now = new Date(),
): Promise<CalendarConfig> {
  try {
    checkFeedUrl(icalUrl, fetchOptions().allowPrivate);
  } catch (error) {
    if (error instanceof FeedFetchError) {
      throw new InvalidInput(`URL non valido: ${error.message}`, [
        { field: 'icalUrl', message: error.message },
      ]);
    }
    throw error;
  }
  const all = await listCalendars();
  const existing = all.filter((c) => c.apartmentId === apartmentId);
  const same = all.find((c) => sameFeed(c.icalUrl, icalUrl));
  if (same) {
    // A feed belongs to one apartment: on two it would block the nights of both.
    const owner =
      same.apartmentId === apartmentId ? undefined : await getApartment(same.apartmentId);
    throw new Conflict(
      owner
        ? `Questo calendario è già collegato a «${owner.name}»: un calendario appartiene a un solo appartamento.`
        : 'Questo calendario è già collegato a questo appartamento.',
      'duplicate_calendar',
      [{ field: 'icalUrl', message: 'Calendario già collegato' }],
    );
  }
  if (existing.length >= MAX_CALENDARS_PER_APARTMENT) {
    throw new Conflict(
      `Un appartamento può avere al massimo ${MAX_CALENDARS_PER_APARTMENT} calendari.`,
      'too_many_calendars',
    );
  }
  const record = newCalendarRecord(apartmentId, icalUrl, now);
  await putCalendar(record);
  await syncCalendar(record, now);
  const synced = await getCalendar(record.id);
  return toCalendarConfig(synced ?? record);
}

/** The same feed, whatever the spelling of its address (host case, default port, spaces). */
function sameFeed(a: string, b: string): boolean {
  const normal = (url: string) =>
    URL.canParse(url.trim()) ? new URL(url.trim()).href : url.trim();
  return normal(a) === normal(b);
}

/** Unlinks a feed and frees every night it blocked. */
export async function removeCalendar(id: string): Promise<void> {
  const removed = await deleteCalendarRecord(id);
  if (!removed) throw new NotFound(CALENDAR_NOT_FOUND);
  // From the table itself, not the record: a sync running meanwhile may have written more.
  await freeAllBlocks(removed.apartmentId, id);
}

/**
 * The owner accepts what the safety valve held back: the nights the feed no longer lists become
 * bookable. Runs under the sync lease, so no sync writes the calendar's blocks meanwhile; the
 * next sync diffs against what is left.
 */
export async function acceptHeldBackRelease(id: string, now = new Date()): Promise<CalendarConfig> {
  if (!(await acquireSyncLease(id, now, LEASE_MS))) {
    if (!(await getCalendar(id))) throw new NotFound(CALENDAR_NOT_FOUND);
    throw new Conflict(SYNC_BUSY, 'sync_in_progress');
  }
  const calendar = await getCalendar(id);
  if (!calendar) throw new NotFound(CALENDAR_NOT_FOUND);
  if (calendar.heldBackDates.length === 0) {
    await releaseSyncLease(id);
    throw new Conflict(NOTHING_HELD_BACK, 'nothing_held_back');
  }
  const released = new Set(calendar.heldBackDates);
  const blockedDates = calendar.blockedDates.filter((date) => !released.has(date));
  try {
    await deleteBlocks(calendar.apartmentId, id, calendar.heldBackDates);
  } catch (error) {
    await releaseSyncLease(id);
    throw error;
  }
  if (!(await saveReleaseAccepted(id, blockedDates))) {
    // Deleted meanwhile: take back whatever it still blocks.
    await freeAllBlocks(calendar.apartmentId, id);
    throw new NotFound(CALENDAR_NOT_FOUND);
  }
  logger.info('held-back nights released by the owner', {
    calendarId: id,
    apartmentId: calendar.apartmentId,
    nights: released.size,
  });
  return toCalendarConfig({
    ...calendar,
    blockedDates,
    blockedNights: blockedDates.length,
    heldBackDates: [],
    heldBackSince: undefined,
  });
}
