import { site } from '../config/site';
import { addDays, addMonths, type CalendarDate, countNights } from './dates';
import { type Cents, centsToEuro, euroToCents } from './money';

/**
 * Catania's tourist tax (imposta di soggiorno), per stay and per declaration period. The rules are
 * dated rate periods, which the owner edits: from a date on, a rate per person per
 * night, for at most `maxNights` nights of a stay, nobody under `exemptUnderAge`; and the
 * regulation's other exemptions, which the owner marks per guest. Each night pays the rate of its
 * own date: a stay across a change of rate pays both.
 *
 * Every night of every person of a stay is exactly one of: taxable, exempt (with its reason), or
 * beyond the cap (a night after the `maxNights`-th of a person who pays). The declaration asks
 * for each of these counts, and the amount is the sum of each taxable night's rate.
 */

/** A rate in force from `from` until the next period's `from`. */
export interface TaxRate {
  from: CalendarDate;
  euroPerPersonPerNight: number;
  maxNights: number;
  exemptUnderAge: number;
}

export const DEFAULT_TAX_RATES: readonly TaxRate[] = site.touristTax.defaultRates;

/** The period in force on `date`: the latest that started by then, the first for earlier dates. */
export function rateOn(rates: readonly TaxRate[], date: CalendarDate): TaxRate {
  let found = rates[0];
  for (const rate of rates) if (rate.from <= date) found = rate;
  if (!found) throw new RangeError('No tourist-tax rate');
  return found;
}

/** Problems of a list of rate periods: at least one, dates strictly increasing. */
export function taxRateProblems(rates: readonly TaxRate[]): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  rates.forEach((rate, index) => {
    const previous = rates[index - 1];
    if (previous && rate.from <= previous.from) {
      problems.push({
        index,
        message: 'Le date di inizio devono essere in ordine crescente e tutte diverse',
      });
    }
  });
  return problems;
}

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
  /** The taxable nights and amount at each rate the stay's nights fall in. */
  byRate: RatePart[];
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
export function exemptionOf(
  person: TaxPerson,
  checkIn: CalendarDate,
  rates: readonly TaxRate[] = DEFAULT_TAX_RATES,
): ExemptionReason | undefined {
  if (person.exemption) return person.exemption;
  if (
    person.birthDate &&
    ageOn(person.birthDate, checkIn) < rateOn(rates, checkIn).exemptUnderAge
  ) {
    return 'minor';
  }
  return undefined;
}

/** Taxable nights and amount at one rate (a stay or a report across a change shows each). */
export interface RatePart {
  from: CalendarDate;
  euroPerPersonPerNight: number;
  taxableNights: number;
  amountCents: Cents;
}

function addRatePart(
  parts: RatePart[],
  rate: Pick<TaxRate, 'from' | 'euroPerPersonPerNight'>,
  nights: number,
  cents: Cents,
): void {
  const part = parts.find(
    (p) => p.from === rate.from && p.euroPerPersonPerNight === rate.euroPerPersonPerNight,
  );
  if (part) {
    part.taxableNights += nights;
    part.amountCents += cents;
  } else {
    parts.push({
      from: rate.from,
      euroPerPersonPerNight: rate.euroPerPersonPerNight,
      taxableNights: nights,
      amountCents: cents,
    });
  }
  parts.sort((a, b) => a.from.localeCompare(b.from));
}

export function stayTax(stay: TaxStay, rates: readonly TaxRate[] = DEFAULT_TAX_RATES): StayTax {
  const nights = Math.max(0, countNights(stay.checkIn, stay.checkOut));
  const exemptNights = noExemptions();
  const byRate: RatePart[] = [];
  let taxableNights = 0;
  let beyondCapNights = 0;
  let amountCents = 0;
  for (const person of stay.persons) {
    const exemption = exemptionOf(person, stay.checkIn, rates);
    if (exemption) {
      exemptNights[exemption] += nights;
      continue;
    }
    for (let night = 0; night < nights; night++) {
      // The night's own rate, and its cap: a night is beyond it when it is the cap-th or later.
      const rate = rateOn(rates, addDays(stay.checkIn, night));
      if (night >= rate.maxNights) {
        beyondCapNights += 1;
        continue;
      }
      const cents = euroToCents(rate.euroPerPersonPerNight);
      taxableNights += 1;
      amountCents += cents;
      addRatePart(byRate, rate, 1, cents);
    }
  }
  return {
    nights,
    persons: stay.persons.length,
    personNights: nights * stay.persons.length,
    taxableNights,
    exemptNights,
    beyondCapNights,
    amountCents,
    byRate,
  };
}

/**
 * What a guest is told of the tax before arriving, at the rates the owner set: the check-in's
 * rate, its cap and exemption age, and the most one adult pays for the stay (each night at its own
 * rate). The pages multiply it by the guests ('fino a': minors and the marked exemptions pay less).
 */
export interface GuestTaxTerms {
  euroPerPersonPerNight: number;
  maxNights: number;
  exemptUnderAge: number;
  perGuestEuro: number;
}

export function guestTaxTerms(
  rates: readonly TaxRate[],
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): GuestTaxTerms {
  const { euroPerPersonPerNight, maxNights, exemptUnderAge } = rateOn(rates, checkIn);
  const oneAdult = stayTax({ checkIn, checkOut, persons: [{}] }, rates);
  return {
    euroPerPersonPerNight,
    maxNights,
    exemptUnderAge,
    perGuestEuro: centsToEuro(oneAdult.amountCents),
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
  byRate: RatePart[];
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
  byRate: [],
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
  for (const part of stay.byRate) {
    addRatePart(row.byRate, part, part.taxableNights, part.amountCents);
  }
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

/** A payment of the tax the owner collected to the municipality (riversamento), for a period. */
export interface TaxPayment {
  period: TaxPeriod;
  amountCents: Cents;
  paidOn: CalendarDate;
  /** The payment's reference (a pagoPA notice, a transfer's CRO), as the owner wrote it. */
  reference?: string;
}

export interface AnnualMonth {
  /** `2026-05`. */
  month: string;
  label: string;
  stays: number;
  persons: number;
  taxableNights: number;
  amountCents: Cents;
  collectedCents: Cents;
  /** Paid over for this month, or for the quarter this month ends. */
  paidOverCents: Cents;
}

/** The last month of a period: the month itself, or a quarter's third. */
export function periodEndMonth(period: TaxPeriod): string {
  return periodRange(period).to.slice(0, 7);
}

/**
 * The yearly account of the tax agent (the 'conto giudiziale', Modello 21): by month, the tax due,
 * collected and paid over, and the year's totals; what is collected and not yet paid over is what
 * the owner still owes the municipality.
 */
export function annualSummary(
  stays: readonly ReportStay[],
  year: number,
  payments: readonly TaxPayment[],
): {
  year: number;
  months: AnnualMonth[];
  total: Omit<AnnualMonth, 'month' | 'label'> & { toPayOverCents: Cents };
} {
  const months: AnnualMonth[] = Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    return {
      month,
      label: periodLabel(month),
      stays: 0,
      persons: 0,
      taxableNights: 0,
      amountCents: 0,
      collectedCents: 0,
      paidOverCents: 0,
    };
  });
  const monthOf = (key: string) => months.find((m) => m.month === key);
  for (const stay of stays) {
    const row = monthOf(stay.checkIn.slice(0, 7));
    if (!row) continue;
    row.stays += 1;
    row.persons += stay.persons;
    row.taxableNights += stay.taxableNights;
    row.amountCents += stay.amountCents;
    if (stay.collected) row.collectedCents += stay.amountCents;
  }
  for (const payment of payments) {
    const row = monthOf(periodEndMonth(payment.period));
    if (row) row.paidOverCents += payment.amountCents;
  }
  const sum = (field: keyof Omit<AnnualMonth, 'month' | 'label'>) =>
    months.reduce((total, m) => total + m[field], 0);
  const total = {
    stays: sum('stays'),
    persons: sum('persons'),
    taxableNights: sum('taxableNights'),
    amountCents: sum('amountCents'),
    collectedCents: sum('collectedCents'),
    paidOverCents: sum('paidOverCents'),
  };
  return {
    year,
    months,
    total: { ...total, toPayOverCents: total.collectedCents - total.paidOverCents },
  };
}
