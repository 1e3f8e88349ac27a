import { site } from '../config/site';
import { addDays, type CalendarDate, countNights } from './dates';
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

export const noExemptions = (): Record<ExemptionReason, number> =>
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

export function addRatePart(
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
