import { site } from '../config/site';
import { addMonths, type CalendarDate, countNights } from './dates';
import { type Cents, euroToCents } from './money';

/**
 * Catania's tourist tax (imposta di soggiorno), per stay and per declaration period. The rules are
 * the site config's (`site.touristTax`): a rate per person per night, for at most `maxNights`
 * nights of a stay, nobody under `exemptUnderAge`, and the regulation's other exemptions, which
 * the owner marks per guest.
 *
 * Every night of every person of a stay is exactly one of: taxable, exempt (with its reason), or
 * beyond the cap (a night after the `maxNights`-th of a person who pays). The declaration asks
 * for each of these counts, and the amount is the taxable nights times the rate.
 */

export type ExemptionReason = keyof typeof site.touristTax.exemptions;
export const EXEMPTION_REASONS = Object.keys(site.touristTax.exemptions) as ExemptionReason[];
/** Reasons the owner marks by hand; minors come from the birth dates. */
export const MARKED_EXEMPTIONS = EXEMPTION_REASONS.filter((r) => r !== 'minor');

export interface TaxPerson {
  /** From the pre-check-in; unknown (the person counts as an adult) until it is done. */
  birthDate?: CalendarDate;
  /** An exemption the owner recorded for this person. */
  exemption?: ExemptionReason;
}

export interface TaxStay {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  persons: readonly TaxPerson[];
}

export interface StayTax {
  nights: number;
  persons: number;
  /** Nights times persons. */
  personNights: number;
  taxableNights: number;
  exemptNights: Record<ExemptionReason, number>;
  /** Nights after the cap of persons who pay. */
  beyondCapNights: number;
  amountCents: Cents;
}

/** Whole years from `birthDate` to `on` (a birthday counts on its day; 29 Feb on 1 Mar). */
export function ageOn(birthDate: CalendarDate, on: CalendarDate): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

const noExemptions = (): Record<ExemptionReason, number> =>
  Object.fromEntries(EXEMPTION_REASONS.map((r) => [r, 0])) as Record<ExemptionReason, number>;

/** Why a person pays nothing, if they do not: the owner's mark first, then age at check-in. */
export function exemptionOf(person: TaxPerson, checkIn: CalendarDate): ExemptionReason | undefined {
  if (person.exemption) return person.exemption;
  if (person.birthDate && ageOn(person.birthDate, checkIn) < site.touristTax.exemptUnderAge) {
    return 'minor';
  }
  return undefined;
}

export function stayTax(stay: TaxStay, rules = site.touristTax): StayTax {
  const nights = Math.max(0, countNights(stay.checkIn, stay.checkOut));
  const capped = Math.min(nights, rules.maxNights);
  const exemptNights = noExemptions();
  let taxableNights = 0;
  let beyondCapNights = 0;
  for (const person of stay.persons) {
    const exemption = exemptionOf(person, stay.checkIn);
    if (exemption) {
      exemptNights[exemption] += nights;
    } else {
      taxableNights += capped;
      beyondCapNights += nights - capped;
    }
  }
  return {
    nights,
    persons: stay.persons.length,
    personNights: nights * stay.persons.length,
    taxableNights,
    exemptNights,
    beyondCapNights,
    amountCents: taxableNights * euroToCents(rules.euroPerPersonPerNight),
  };
}

/** A declaration period: a month `2026-05` or a quarter `2026-Q2`. */
export type TaxPeriod = string;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

export function isTaxPeriod(value: string): value is TaxPeriod {
  return MONTH.test(value) || QUARTER.test(value);
}

/** The check-in dates a period covers, `[from, to]` inclusive. */
export function periodRange(period: TaxPeriod): { from: CalendarDate; to: CalendarDate } {
  const month = MONTH.exec(period);
  const quarter = QUARTER.exec(period);
  let from: CalendarDate;
  let months: number;
  if (month) {
    from = `${month[1]}-${month[2]}-01`;
    months = 1;
  } else if (quarter) {
    const first = (Number(quarter[2]) - 1) * 3 + 1;
    from = `${quarter[1]}-${String(first).padStart(2, '0')}-01`;
    months = 3;
  } else {
    throw new RangeError(`Not a tax period: ${period}`);
  }
  const next = addMonths(from, months);
  const [y, m] = next.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
  return { from, to: last };
}

const MONTH_NAMES = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** `2026-05` -> `maggio 2026`, `2026-Q2` -> `2º trimestre 2026`. */
export function periodLabel(period: TaxPeriod): string {
  const month = MONTH.exec(period);
  if (month) return `${MONTH_NAMES[Number(month[2]) - 1]} ${month[1]}`;
  const quarter = QUARTER.exec(period);
  if (quarter) return `${quarter[2]}º trimestre ${quarter[1]}`;
  return period;
}

/** One stay in a report: its tax, where it was, and whether the owner collected it. */
export interface ReportStay extends StayTax {
  apartmentId: string;
  checkIn: CalendarDate;
  collected: boolean;
  /** The pre-check-in is missing: persons are the booking's count, all taken as adults. */
  estimated: boolean;
}

export interface TaxReportRow {
  apartmentId: string;
  stays: number;
  persons: number;
  personNights: number;
  taxableNights: number;
  exemptNights: Record<ExemptionReason, number>;
  beyondCapNights: number;
  amountCents: Cents;
  collectedCents: Cents;
  /** Stays counted without their pre-check-in. */
  estimatedStays: number;
}

const emptyRow = (apartmentId: string): TaxReportRow => ({
  apartmentId,
  stays: 0,
  persons: 0,
  personNights: 0,
  taxableNights: 0,
  exemptNights: noExemptions(),
  beyondCapNights: 0,
  amountCents: 0,
  collectedCents: 0,
  estimatedStays: 0,
});

function add(row: TaxReportRow, stay: ReportStay): void {
  row.stays += 1;
  row.persons += stay.persons;
  row.personNights += stay.personNights;
  row.taxableNights += stay.taxableNights;
  for (const reason of EXEMPTION_REASONS) row.exemptNights[reason] += stay.exemptNights[reason];
  row.beyondCapNights += stay.beyondCapNights;
  row.amountCents += stay.amountCents;
  if (stay.collected) row.collectedCents += stay.amountCents;
  if (stay.estimated) row.estimatedStays += 1;
}

/**
 * The declaration of a period: one row per apartment (in the order given, every apartment even
 * without stays) and the total. A stay belongs to the period of its check-in, when the tax is
 * paid.
 */
export function taxReport(
  stays: readonly ReportStay[],
  period: TaxPeriod,
  apartmentIds: readonly string[],
): {
  period: TaxPeriod;
  from: CalendarDate;
  to: CalendarDate;
  rows: TaxReportRow[];
  total: TaxReportRow;
} {
  const { from, to } = periodRange(period);
  const rows = new Map(apartmentIds.map((id) => [id, emptyRow(id)]));
  const total = emptyRow('totale');
  for (const stay of stays) {
    if (stay.checkIn < from || stay.checkIn > to) continue;
    let row = rows.get(stay.apartmentId);
    if (!row) {
      row = emptyRow(stay.apartmentId);
      rows.set(stay.apartmentId, row);
    }
    add(row, stay);
    add(total, stay);
  }
  return { period, from, to, rows: [...rows.values()], total };
}
