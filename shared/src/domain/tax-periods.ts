import { addMonths, type CalendarDate } from './dates';

/** The tourist tax's declaration periods: a month (`2026-07`) or a quarter (`2026-Q3`). */

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

/** The last month of a period: the month itself, or a quarter's third. */
export function periodEndMonth(period: TaxPeriod): string {
  return periodRange(period).to.slice(0, 7);
}
