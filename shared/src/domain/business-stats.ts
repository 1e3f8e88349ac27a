import type { Booking } from '../schemas/booking';
import { type CsvColumn, csvAmount } from './csv';
import { type CalendarDate, daysBetween, eachNight } from './dates';
import { formatsFor } from './formats';
import { revenueCents } from './payment';

/**
 * The numbers the owner runs the business on, per month and apartment: occupancy (nights sold
 * directly, imported from other platforms, blocked by the owner), the direct revenue paid, ADR and
 * RevPAR of the direct nights, bookings by source, the average stay and the lead time. Pure: the
 * server hands in the bookings and the nights, the browser shows the rows and writes the CSV.
 */

export type StaySource = 'site' | 'owner' | 'airbnb' | 'booking' | 'other';

export interface ImportedStayInput {
  apartmentId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  platform: 'airbnb' | 'booking' | 'other';
}

export interface BusinessRow {
  /** `yyyy-MM`. */
  month: string;
  apartmentId: string;
  /** Nights in the month: what can be sold. */
  availableNights: number;
  directNights: number;
  importedNights: number;
  blockedNights: number;
  /** Share of the month's nights that were occupied (direct + imported), 0 to 1. */
  occupancy: number;
  /** Euros paid for the month's direct nights (each booking's revenue spread over its nights). */
  directRevenue: number;
  /** Average daily rate: direct revenue per direct night sold (euros), 0 without nights. */
  adr: number;
  /** Revenue per available night (euros). */
  revpar: number;
  /** Stays checking in this month, by where they were booked. */
  bySource: Record<StaySource, number>;
  /** Nights per direct stay checking in this month. */
  averageStay: number;
  /** Days between booking and arrival, for direct stays checking in this month. */
  leadTimeDays: number;
}

const monthOf = (date: CalendarDate) => date.slice(0, 7);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The months `yyyy-MM` of a year, and the nights each holds. */
function monthsOf(year: number): { month: string; first: CalendarDate; nights: number }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const first = `${year}-${String(i + 1).padStart(2, '0')}-01`;
    const next = i === 11 ? `${year + 1}-01-01` : `${year}-${String(i + 2).padStart(2, '0')}-01`;
    return { month: first.slice(0, 7), first, nights: daysBetween(first, next) };
  });
}

/** A direct booking that counts as a stay sold: confirmed, or cancelled keeping some money. */
const sold = (b: Booking) => b.status === 'confirmed';

export function businessRows(input: {
  year: number;
  apartmentIds: readonly string[];
  bookings: readonly Booking[];
  imported: readonly ImportedStayInput[];
  /** Nights the owner blocked, per apartment. */
  blocked: readonly { apartmentId: string; date: CalendarDate }[];
}): BusinessRow[] {
  const rows = new Map<string, BusinessRow>();
  const key = (month: string, apartmentId: string) => `${month}|${apartmentId}`;
  for (const { month, nights } of monthsOf(input.year)) {
    for (const apartmentId of input.apartmentIds) {
      rows.set(key(month, apartmentId), {
        month,
        apartmentId,
        availableNights: nights,
        directNights: 0,
        importedNights: 0,
        blockedNights: 0,
        occupancy: 0,
        directRevenue: 0,
        adr: 0,
        revpar: 0,
        bySource: { site: 0, owner: 0, airbnb: 0, booking: 0, other: 0 },
        averageStay: 0,
        leadTimeDays: 0,
      });
    }
  }
  const stays = new Map<string, { nights: number; lead: number }[]>();
  for (const booking of input.bookings) {
    const revenue = revenueCents(booking);
    if (!sold(booking) && revenue === 0) continue;
    const nights = eachNight(booking.checkIn, booking.checkOut);
    const perNight = revenue / 100 / nights.length;
    for (const night of nights) {
      const row = rows.get(key(monthOf(night), booking.apartmentId));
      if (!row) continue;
      if (sold(booking)) row.directNights += 1;
      row.directRevenue += perNight;
    }
    const arrival = rows.get(key(monthOf(booking.checkIn), booking.apartmentId));
    if (arrival && sold(booking)) {
      arrival.bySource[booking.source === 'owner' ? 'owner' : 'site'] += 1;
      const list = stays.get(key(arrival.month, arrival.apartmentId)) ?? [];
      list.push({
        nights: nights.length,
        lead: Math.max(0, daysBetween(booking.createdAt.slice(0, 10), booking.checkIn)),
      });
      stays.set(key(arrival.month, arrival.apartmentId), list);
    }
  }
  for (const stay of input.imported) {
    for (const night of eachNight(stay.checkIn, stay.checkOut)) {
      const row = rows.get(key(monthOf(night), stay.apartmentId));
      if (row) row.importedNights += 1;
    }
    const arrival = rows.get(key(monthOf(stay.checkIn), stay.apartmentId));
    if (arrival) arrival.bySource[stay.platform] += 1;
  }
  for (const night of input.blocked) {
    const row = rows.get(key(monthOf(night.date), night.apartmentId));
    if (row) row.blockedNights += 1;
  }
  for (const row of rows.values()) {
    const list = stays.get(key(row.month, row.apartmentId)) ?? [];
    row.directRevenue = round2(row.directRevenue);
    row.occupancy = round2(
      Math.min(1, (row.directNights + row.importedNights) / row.availableNights),
    );
    row.adr = row.directNights > 0 ? round2(row.directRevenue / row.directNights) : 0;
    row.revpar = round2(row.directRevenue / row.availableNights);
    row.averageStay = list.length
      ? round2(list.reduce((s, x) => s + x.nights, 0) / list.length)
      : 0;
    row.leadTimeDays = list.length ? round2(list.reduce((s, x) => s + x.lead, 0) / list.length) : 0;
  }
  return [...rows.values()];
}

const decimal = (n: number) => String(n).replace('.', ',');
export const monthLabel = (month: string) => formatsFor('it').month(month);

/** The CSV of the numbers (product §9 conventions: `;`, decimal comma, formula-safe cells). */
export function businessCsvColumns(
  apartmentNames: Record<string, string>,
): CsvColumn<BusinessRow>[] {
  return [
    { header: 'Mese', value: (r) => r.month },
    { header: 'Appartamento', value: (r) => apartmentNames[r.apartmentId] ?? r.apartmentId },
    { header: 'Notti disponibili', value: (r) => r.availableNights },
    { header: 'Notti dirette', value: (r) => r.directNights },
    { header: 'Notti importate', value: (r) => r.importedNights },
    { header: 'Notti bloccate', value: (r) => r.blockedNights },
    { header: 'Occupazione (%)', value: (r) => decimal(Math.round(r.occupancy * 100)) },
    { header: 'Ricavi diretti (€)', value: (r) => csvAmount(r.directRevenue) },
    { header: 'ADR (€)', value: (r) => csvAmount(r.adr) },
    { header: 'RevPAR (€)', value: (r) => csvAmount(r.revpar) },
    { header: 'Prenotazioni sito', value: (r) => r.bySource.site },
    { header: 'Prenotazioni inserite', value: (r) => r.bySource.owner },
    { header: 'Airbnb', value: (r) => r.bySource.airbnb },
    { header: 'Booking.com', value: (r) => r.bySource.booking },
    { header: 'Altri portali', value: (r) => r.bySource.other },
    { header: 'Durata media (notti)', value: (r) => decimal(r.averageStay) },
    { header: 'Anticipo medio (giorni)', value: (r) => decimal(r.leadTimeDays) },
  ];
}
