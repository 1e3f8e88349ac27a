import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { type LedgerNight, listLedgerNights } from './night-ledger/night-reads';

/**
 * Double bookings: a night a direct booking holds or sold, or the owner blocked, that an imported
 * calendar (Airbnb, Booking.com) also blocks. The sync cannot refuse another platform's stay, so
 * these are found and shown to the owner ('Da fare', the booking's detail, the planning).
 */
export interface NightConflict {
  apartmentId: ApartmentId;
  /** The direct booking hit, or the owner's block. */
  holder: { kind: 'booking'; bookingId: string } | { kind: 'owner-block'; blockId: string };
  nights: CalendarDate[];
  calendarIds: string[];
}

/** The conflicts among one apartment's night items (held nights count while their hold lasts). */
export function conflictsAmong(
  apartmentId: ApartmentId,
  nights: readonly LedgerNight[],
  now: Date,
): NightConflict[] {
  const imported = new Map<CalendarDate, Set<string>>();
  for (const night of nights) {
    if (night.kind === 'imported') {
      imported.set(night.date, (imported.get(night.date) ?? new Set()).add(night.calendarId));
    }
  }
  const byHolder = new Map<string, NightConflict>();
  for (const night of nights) {
    const calendars = imported.get(night.date);
    if (!calendars || night.kind === 'imported') continue;
    if (night.kind === 'held' && (night.holdExpiresAt ?? 0) <= now.getTime()) continue;
    const holder: NightConflict['holder'] =
      night.kind === 'owner-block'
        ? { kind: 'owner-block', blockId: night.blockId }
        : { kind: 'booking', bookingId: night.bookingId };
    const key = holder.kind === 'booking' ? holder.bookingId : holder.blockId;
    const conflict = byHolder.get(key) ?? { apartmentId, holder, nights: [], calendarIds: [] };
    conflict.nights.push(night.date);
    for (const id of calendars)
      if (!conflict.calendarIds.includes(id)) conflict.calendarIds.push(id);
    byHolder.set(key, conflict);
  }
  return [...byHolder.values()].map((c) => ({ ...c, nights: c.nights.sort() }));
}

/** Every conflict of the four apartments over `[from, to]`. */
export async function listConflicts(
  from: CalendarDate,
  to: CalendarDate,
  now: Date,
): Promise<NightConflict[]> {
  const lists = await Promise.all(
    APARTMENT_IDS.map(async (id) => conflictsAmong(id, await listLedgerNights(id, from, to), now)),
  );
  return lists.flat();
}
