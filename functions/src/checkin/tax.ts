import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { addDays, type CalendarDate } from '@catania/shared/domain/dates';
import { euroToCents } from '@catania/shared/domain/money';
import {
  isTaxPeriod,
  periodLabel,
  periodRange,
  type TaxPeriod,
} from '@catania/shared/domain/tax-periods';
import {
  type ExemptionReason,
  stayTax,
  type TaxPerson,
  type TaxRate,
} from '@catania/shared/domain/tourist-tax';
import {
  annualSummary,
  type ReportStay,
  type TaxPayment,
  taxReport,
} from '@catania/shared/domain/tourist-tax-report';
import type { StayTaxView, TaxReportResponse } from '@catania/shared/schemas/checkin';
import type { AnnualTaxResponse } from '@catania/shared/schemas/tourist-tax';
import { InvalidInput, NotFound } from '../lib/errors';
import { getTaxRates } from '../tourist-tax/rates-repo';
import { importedStaysBetween } from './imported-stays';
import {
  type CheckinState,
  getCheckinStates,
  saveTaxMarks,
  type TaxPersonRecord,
} from './precheckin-repo';
import { getStay, listStays, type Stay } from './stays';
import { deleteTaxPayment, listTaxPayments, putTaxPayment } from './tax-repo';

/**
 * The tourist tax of each stay and the declaration of a period (shared/src/domain/tourist-tax.ts
 * holds the rules), at the owner's dated rates (tourist-tax/rates-repo.ts). Persons come from the pre-check-in, kept on the check-in state as minor or
 * adult (with the owner's exemptions) after the identities are deleted; without a pre-check-in,
 * the booking's guests, all taken as adults, and the figure is marked as an estimate.
 */

function taxPersons(stay: Stay, state: CheckinState | undefined): TaxPerson[] {
  const recorded = state?.persons;
  if (!recorded?.length) return Array.from({ length: stay.guests }, () => ({}));
  return recorded.map((person) => {
    const exemption: ExemptionReason | undefined =
      person.exemption ?? (person.minor ? 'minor' : undefined);
    return exemption ? { exemption } : {};
  });
}

export function stayTaxOf(stay: Stay, state: CheckinState | undefined, rates: readonly TaxRate[]) {
  return stayTax(
    { checkIn: stay.checkIn, checkOut: stay.checkOut, persons: taxPersons(stay, state) },
    rates,
  );
}

export function stayTaxView(
  stay: Stay,
  state: CheckinState | undefined,
  rates: readonly TaxRate[],
): StayTaxView {
  const tax = stayTaxOf(stay, state, rates);
  return {
    amountCents: tax.amountCents,
    taxableNights: tax.taxableNights,
    persons: tax.persons,
    estimated: !state?.submittedAt,
    collected: Boolean(state?.taxCollectedAt),
    ...(state?.taxCollectedAt ? { collectedAt: state.taxCollectedAt } : {}),
    personExemptions: (state?.persons ?? []).map((p) => ({
      minor: p.minor,
      ...(p.exemption ? { exemption: p.exemption } : {}),
    })),
  };
}

/** The owner marks the tax collected (or not) and, per person, an exemption of the regulation. */
export async function updateStayTax(
  stayKey: string,
  marks: { collected: boolean; exemptions?: (string | null)[] },
  now = new Date(),
): Promise<StayTaxView> {
  const stay = await getStay(stayKey);
  const state = (await getCheckinStates([stay.key])).get(stay.key);
  let persons: TaxPersonRecord[] | undefined;
  if (marks.exemptions) {
    const current: TaxPersonRecord[] =
      state?.persons ?? Array.from({ length: stay.guests }, () => ({ minor: false }));
    if (marks.exemptions.length !== current.length) {
      throw new InvalidInput(
        `Indica l\u2019esenzione di ciascuna delle ${current.length} persone`,
        [{ field: 'exemptions', message: `Attese ${current.length} voci` }],
      );
    }
    if (marks.exemptions.some((e) => e === 'minor')) {
      throw new InvalidInput('I minori risultano dalla data di nascita del pre-check-in', [
        { field: 'exemptions', message: 'Esenzione non valida' },
      ]);
    }
    persons = current.map((person, i) => {
      const exemption = marks.exemptions?.[i] as ExemptionReason | null | undefined;
      return { minor: person.minor, ...(exemption ? { exemption } : {}) };
    });
  }
  const saved = await saveTaxMarks(
    stay,
    { collected: marks.collected, ...(persons ? { persons } : {}) },
    now,
  );
  return stayTaxView(stay, saved, (await getTaxRates()).rates);
}

/** How far around a period imported runs are read, so a run crossing its edge keeps its check-in. */
const RUN_MARGIN_DAYS = 31;

async function reportStays(from: CalendarDate, to: CalendarDate, rates: readonly TaxRate[]) {
  const stays = await listStays(from, to);
  const states = await getCheckinStates(stays.map((s) => s.key));
  return stays.map((stay) => {
    const state = states.get(stay.key);
    const view = stayTaxView(stay, state, rates);
    const reportStay: ReportStay = {
      ...stayTaxOf(stay, state, rates),
      apartmentId: stay.apartmentId,
      checkIn: stay.checkIn,
      collected: view.collected,
      estimated: view.estimated,
    };
    return { stay, view, reportStay };
  });
}

/**
 * The declaration of a month or quarter: per apartment, with the stays it counts (direct bookings
 * and the arrivals opened for imported stays), each night at its date's rate; the imported stays
 * nobody registered yet, listed apart; and what was paid over for the period.
 */
export async function touristTaxReport(period: TaxPeriod): Promise<TaxReportResponse> {
  const { from, to } = periodRange(period);
  const { rates } = await getTaxRates();
  const [counted, imported, payments] = await Promise.all([
    reportStays(from, to, rates),
    importedStaysBetween(addDays(from, -RUN_MARGIN_DAYS), addDays(to, RUN_MARGIN_DAYS)),
    listTaxPayments(period),
  ]);
  const report = taxReport(
    counted.map((c) => c.reportStay),
    period,
    APARTMENT_IDS,
  );
  const payment = payments.find((p) => p.period === period);
  return {
    ...report,
    label: periodLabel(period),
    stays: counted.map(({ stay, view }) => ({
      stayKey: stay.key,
      apartmentId: stay.apartmentId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      ...(stay.guestName ? { guestName: stay.guestName } : {}),
      source: stay.source,
      persons: view.persons,
      taxableNights: view.taxableNights,
      amountCents: view.amountCents,
      collected: view.collected,
      estimated: view.estimated,
    })),
    unregistered: imported.filter((s) => s.checkIn >= from && s.checkIn <= to),
    ...(payment ? { payment } : {}),
  };
}

/** The yearly account (Modello 21): by month, due, collected and paid over. */
export async function touristTaxAnnual(year: number): Promise<AnnualTaxResponse> {
  const { rates } = await getTaxRates();
  const [counted, payments] = await Promise.all([
    reportStays(`${year}-01-01`, `${year}-12-31`, rates),
    listTaxPayments(String(year)),
  ]);
  return {
    ...annualSummary(
      counted.map((c) => c.reportStay),
      year,
      payments,
    ),
    payments: payments.sort((a, b) => a.paidOn.localeCompare(b.paidOn)),
  };
}

const PERIOD_NOT_VALID = 'Periodo non valido: usa aaaa-mm (un mese) o aaaa-Q1…Q4 (un trimestre)';

function requirePeriod(period: string | undefined): TaxPeriod {
  if (!period || !isTaxPeriod(period)) {
    throw new InvalidInput(PERIOD_NOT_VALID, [{ field: 'period', message: PERIOD_NOT_VALID }]);
  }
  return period;
}

/** The owner records what was paid over to the municipality for a period (replacing it). */
export async function recordTaxPayment(
  period: string | undefined,
  body: { amountEuro: number; paidOn: CalendarDate; reference?: string | undefined },
  now = new Date(),
): Promise<TaxPayment> {
  const payment: TaxPayment = {
    period: requirePeriod(period),
    amountCents: euroToCents(body.amountEuro),
    paidOn: body.paidOn,
    ...(body.reference ? { reference: body.reference } : {}),
  };
  await putTaxPayment({ ...payment, recordedAt: now.toISOString() });
  return payment;
}

export async function removeTaxPayment(period: string | undefined): Promise<void> {
  if (!(await deleteTaxPayment(requirePeriod(period)))) {
    throw new NotFound('Nessun versamento registrato per questo periodo');
  }
}
