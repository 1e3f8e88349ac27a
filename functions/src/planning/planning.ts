import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import type { Planning, PlanningBar } from '@catania/shared/schemas/planning';
import { listApartments } from '../apartments/apartments-repo';
import { conflictsAmong } from '../availability/conflicts';
import { type LedgerNight, listLedgerNights } from '../availability/night-ledger/night-reads';
import { listBlocks } from '../availability/owner-blocks';
import { listBookings } from '../bookings/booking-lists';
import type { StoredBooking } from '../bookings/booking-repo';
import { listCalendars } from '../calendars/calendars-repo';
import { listArrivalSummaries } from '../checkin/arrivals';
import { sourceOfFeed } from '../checkin/imported-stays';

/**
 * The owner's planning: for each apartment, the bars of `[from, to)` read from the night ledger
 * (what is really held, sold, blocked or imported), named from their records, and the nights two
 * holders share (conflicts, in red).
 */

/** Runs of consecutive nights with the same holder, as [start, end) spans. */
function runsOf(nights: readonly LedgerNight[], holderOf: (n: LedgerNight) => string | undefined) {
  const runs: { holder: string; night: LedgerNight; start: CalendarDate; end: CalendarDate }[] = [];
  const sorted = [...nights].sort((a, b) => a.date.localeCompare(b.date));
  for (const night of sorted) {
    const holder = holderOf(night);
    if (!holder) continue;
    const last = runs.findLast((r) => r.holder === holder);
    if (last && last.end === night.date) last.end = addDays(night.date, 1);
    else runs.push({ holder, night, start: night.date, end: addDays(night.date, 1) });
  }
  return runs;
}

function bookingState(
  booking: StoredBooking | undefined,
  night: LedgerNight,
): 'paid' | 'held' | 'unpaid' {
  if (booking?.paidAt) return 'paid';
  if (night.kind === 'held' || booking?.status === 'pending') return 'held';
  return 'unpaid';
}

export async function planning(
  from: CalendarDate,
  to: CalendarDate,
  now = new Date(),
): Promise<Planning> {
  const last = addDays(to, -1);
  const [apartments, bookings, calendars, blocks, arrivals, ledgers] = await Promise.all([
    listApartments(),
    listBookings(),
    listCalendars(),
    listBlocks(undefined),
    listArrivalSummaries(addDays(from, -60), to, now),
    Promise.all(APARTMENT_IDS.map((id) => listLedgerNights(id, from, last))),
  ]);
  const bookingById = new Map(bookings.map((b) => [b.id, b]));
  const platformOf = new Map(
    calendars.map((c) => {
      const source = sourceOfFeed(c.icalUrl);
      return [c.id, source === 'direct' ? 'other' : source] as const;
    }),
  );
  const noteOf = new Map(blocks.map((b) => [b.id, b.note]));
  const names = new Map(apartments.map((a) => [a.id, a.name]));

  return {
    from,
    to,
    apartments: APARTMENT_IDS.map((id, index) => {
      const nights = (ledgers[index] ?? []).filter(
        (n) => n.kind !== 'held' || (n.holdExpiresAt ?? 0) > now.getTime(),
      );
      const bars: PlanningBar[] = runsOf(nights, (n) =>
        n.kind === 'imported'
          ? `i:${n.calendarId}`
          : n.kind === 'owner-block'
            ? `b:${n.blockId}`
            : `d:${n.bookingId}`,
      ).map(({ night, start, end }): PlanningBar => {
        if (night.kind === 'imported') {
          const arrival = arrivals.find(
            (a) =>
              a.kind === 'arrival' && a.apartmentId === id && a.checkIn < end && a.checkOut > start,
          );
          return {
            kind: 'imported',
            start,
            end,
            calendarId: night.calendarId,
            platform: platformOf.get(night.calendarId) ?? 'other',
            ...(arrival
              ? { arrival: { stayKey: arrival.stayKey, precheckin: arrival.precheckin } }
              : {}),
          };
        }
        if (night.kind === 'owner-block') {
          const note = noteOf.get(night.blockId);
          return { kind: 'block', start, end, blockId: night.blockId, ...(note ? { note } : {}) };
        }
        const booking = bookingById.get(night.bookingId);
        return {
          kind: 'booking',
          start,
          end,
          bookingId: night.bookingId,
          state: bookingState(booking, night),
          status: booking?.status ?? 'pending',
          source: booking?.source ?? 'site',
          guestName: booking?.guestName ?? '—',
        };
      });
      const conflicts = [
        ...new Set(conflictsAmong(id, nights, now).flatMap((c) => c.nights)),
      ].sort();
      return { id, name: names.get(id) ?? id, bars, conflicts };
    }),
  };
}
