import type { CalendarDate } from './dates';
import type { Cents } from './money';
import { periodEndMonth, periodLabel, periodRange, type TaxPeriod } from './tax-periods';
import {
  addRatePart,
  EXEMPTION_REASONS,
  type ExemptionReason,
  noExemptions,
  type RatePart,
  type StayTax,
} from './tourist-tax';

/**
 * The tourist tax declared per period and apartment (the stays' counts and amounts), and the
 * year's account of what was collected and paid, month by month.
 */

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
