import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import {
  type ExemptionReason,
  periodLabel,
  periodRange,
  type ReportStay,
  stayTax,
  type TaxPeriod,
  type TaxPerson,
  taxReport,
} from '@catania/shared/domain/tourist-tax';
import type { StayTaxView, TaxReportResponse } from '@catania/shared/schemas/checkin';
import { InvalidInput } from '../lib/errors';
import {
  type CheckinState,
  getCheckinStates,
  saveTaxMarks,
  type TaxPersonRecord,
} from './precheckin-repo';
import { getStay, listStays, type Stay } from './stays';

/**
 * The tourist tax of each stay and the declaration of a period (shared/src/domain/tourist-tax.ts
 * holds the rules). Persons come from the pre-check-in, kept on the check-in state as minor or
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

export function stayTaxView(stay: Stay, state: CheckinState | undefined): StayTaxView {
  const tax = stayTax({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    persons: taxPersons(stay, state),
  });
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
  return stayTaxView(stay, saved);
}

/** The declaration of a month or quarter: per apartment, with the stays it counts. */
export async function touristTaxReport(period: TaxPeriod): Promise<TaxReportResponse> {
  const { from, to } = periodRange(period);
  const stays = await listStays(from, to);
  const states = await getCheckinStates(stays.map((s) => s.key));
  const counted = stays.map((stay) => {
    const state = states.get(stay.key);
    const view = stayTaxView(stay, state);
    const tax = stayTax({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      persons: taxPersons(stay, state),
    });
    const reportStay: ReportStay = {
      ...tax,
      apartmentId: stay.apartmentId,
      checkIn: stay.checkIn,
      collected: view.collected,
      estimated: view.estimated,
    };
    return { stay, view, reportStay };
  });
  const report = taxReport(
    counted.map((c) => c.reportStay),
    period,
    APARTMENT_IDS,
  );
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
  };
}
