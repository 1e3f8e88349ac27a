import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { businessRows, type ImportedStayInput } from '@catania/shared/domain/business-stats';
import { addDays, eachNight } from '@catania/shared/domain/dates';
import type { BusinessNumbers } from '@catania/shared/schemas/planning';
import { listLedgerNights } from '../availability/night-ledger/night-reads';
import { listBlocks } from '../availability/owner-blocks';
import { listBookings } from '../bookings/booking-lists';
import { listCalendars } from '../calendars/calendars-repo';
import { sourceOfFeed } from '../checkin/imported-stays';

/**
 * The owner's numbers for a year (shared/src/domain/business-stats.ts): direct bookings from their
 * records, the owner's blocks from theirs, imported stays from the night ledger, which keeps an
 * imported night for two years after it (the feeds themselves list only what is ahead): nights
 * from before a feed was linked are not known, and the screen says so.
 */
export async function businessNumbers(year: number): Promise<BusinessNumbers> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [bookings, blocks, calendars, ledgers] = await Promise.all([
    listBookings(),
    listBlocks(undefined),
    listCalendars(),
    Promise.all(APARTMENT_IDS.map((id) => listLedgerNights(id, from, to))),
  ]);
  const platformOf = new Map(calendars.map((c) => [c.id, sourceOfFeed(c.icalUrl)]));
  const imported: ImportedStayInput[] = [];
  for (const [index, apartmentId] of APARTMENT_IDS.entries()) {
    const runs = new Map<string, ImportedStayInput>();
    const nights = (ledgers[index] ?? []).sort((a, b) => a.date.localeCompare(b.date));
    for (const night of nights) {
      if (night.kind !== 'imported') continue;
      const open = runs.get(night.calendarId);
      if (open && open.checkOut === night.date) {
        open.checkOut = addDays(night.date, 1);
        continue;
      }
      const source = platformOf.get(night.calendarId) ?? 'other';
      const stay: ImportedStayInput = {
        apartmentId,
        checkIn: night.date,
        checkOut: addDays(night.date, 1),
        platform: source === 'direct' ? 'other' : source,
      };
      imported.push(stay);
      runs.set(night.calendarId, stay);
    }
  }
  const blocked = blocks.flatMap((b) =>
    eachNight(b.startDate, b.endDate).map((date) => ({ apartmentId: b.apartmentId, date })),
  );
  return {
    year,
    rows: businessRows({ year, apartmentIds: APARTMENT_IDS, bookings, imported, blocked }),
  };
}
