import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays, type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro } from '@catania/shared/domain/money';
import { priceStay, type StayPrice } from '@catania/shared/domain/pricing';
import { checkStay, type StayProblem } from '@catania/shared/domain/stay';
import type { GuestTaxTerms } from '@catania/shared/domain/tourist-tax';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { PriceBreakdown, PriceCalculateResponse } from '@catania/shared/schemas/pricing';
import type { StayRuleOverride } from '@catania/shared/schemas/stay-rules';
import { apartmentNotFound } from '../apartments/apartments';
import { unavailableNightsOfStay } from '../availability/availability';
import { InvalidInput } from '../lib/errors';
import { getPricingContext } from './rules-repo';

export interface Quote {
  apartment: Apartment;
  price: StayPrice;
  /** The stay fills exactly a gap between two stays, shorter than the minimum. */
  gap: boolean;
  /** The stay rules the owner set aside for this booking, and why. */
  override?: { reason: string; rules: StayProblem[] };
}

export interface StayAssessment extends Quote {
  /** Every problem of the stay: the stay rules (`rule` set) and the others. */
  problems: StayProblem[];
}

/** Nights read on each side of a short stay to tell whether it fills a gap (stay-rules.ts). */
const GAP_WINDOW_NIGHTS = 64;

/**
 * A stay judged and priced: its stay-rule problems (the apartment's rules by period, with a gap
 * between two stays bookable whole) and its price, from the stored base price and rules, as of
 * `now`. Refuses nothing: quoteStay and the search decide what to do with the problems.
 */
export async function assessStay(
  id: ApartmentId,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  options: { now?: Date; guests?: number } = {},
): Promise<StayAssessment> {
  const now = options.now ?? new Date();
  const context = await getPricingContext(id);
  if (!context) throw apartmentNotFound();
  const stay = {
    checkIn,
    checkOut,
    guests: options.guests ?? 1,
    today: todayInRome(now),
    stayRules: context.stayRules,
  };
  let checked = checkStay(stay);
  // Only a stay below its minimum may be a gap: the availability around it is read just then.
  if (checked.problems.some((problem) => problem.rule === 'minNights')) {
    const taken = new Set(
      await unavailableNightsOfStay(
        id,
        addDays(checkIn, -GAP_WINDOW_NIGHTS),
        addDays(checkOut, GAP_WINDOW_NIGHTS),
        now,
      ),
    );
    checked = checkStay({ ...stay, isTaken: (date) => taken.has(date) });
  }
  const price = priceStay(context.apartment.price, context.rules, checkIn, checkOut, {
    bookedOn: stay.today,
    gap: checked.gap,
  });
  return { apartment: context.apartment, price, gap: checked.gap, problems: checked.problems };
}

/** The request's name for each field a stay problem concerns (`startDate`, `bookingDetails.checkIn`). */
export type StayFieldNames = Record<StayProblem['field'], string>;

const QUOTE_FIELDS: StayFieldNames = {
  checkIn: 'startDate',
  checkOut: 'endDate',
  guests: 'guests',
};

/** A 400 naming each field at fault, in Italian. */
export function stayRefused(
  problems: readonly StayProblem[],
  fields: StayFieldNames,
): InvalidInput {
  return new InvalidInput(
    problems.map((p) => p.message).join('. '),
    problems.map((p) => ({
      field: fields[p.field],
      message: p.message,
      ...(p.rule || p.check ? { code: p.rule ?? p.check } : {}),
      // The rule's figures, so that a page in another language words the same refusal.
      ...(p.reason ? { rule: p.reason } : {}),
    })),
  );
}

/**
 * Prices a stay the apartment's stay rules accept: the amount a guest is quoted and charged, and
 * what an owner's booking records. Refused with a 400 naming the fields otherwise. `strict` adds
 * the checks of a booking (check-in not past, within the horizon, guests); the owner may set the
 * stay rules aside with `override` (its reason and the rules set aside are returned).
 */
export async function quoteStay(
  id: ApartmentId,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  options: {
    now?: Date;
    guests?: number;
    strict?: boolean;
    override?: StayRuleOverride;
    fields?: StayFieldNames;
  } = {},
): Promise<Quote> {
  const { problems, ...quote } = await assessStay(id, checkIn, checkOut, options);
  const relevant = options.strict ? problems : problems.filter((problem) => problem.rule);
  const setAside = options.override ? relevant.filter((problem) => problem.rule) : [];
  const refused = relevant.filter((problem) => !setAside.includes(problem));
  if (refused.length > 0) throw stayRefused(refused, options.fields ?? QUOTE_FIELDS);
  if (options.override && setAside.length > 0) {
    // The record keeps each rule's Italian sentence, as the owner's panel shows it.
    const rules = setAside.map(({ field, rule, message }) => ({ field, rule, message }));
    return { ...quote, override: { reason: options.override.reason, rules } };
  }
  return quote;
}

/** The public shape of a quote, in euros. */
export function toPriceResponse(
  id: ApartmentId,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  quote: Pick<Quote, 'price' | 'gap'>,
  touristTax: GuestTaxTerms,
): PriceCalculateResponse {
  const { price } = quote;
  const discounts = price.discounts.map((discount) => ({
    type: discount.type,
    percentage: discount.percentage,
    amount: centsToEuro(discount.amountCents),
  }));
  return {
    apartmentId: id,
    startDate: checkIn,
    endDate: checkOut,
    nights: price.nights,
    pricePerNight: centsToEuro(price.pricePerNightCents),
    subtotal: centsToEuro(price.subtotalCents),
    discount: discounts[0] ?? null,
    discounts,
    totalPrice: centsToEuro(price.totalCents),
    currency: 'EUR',
    nightly: price.nightly.map((night) => ({
      date: night.date,
      price: centsToEuro(night.priceCents),
      source: night.source,
    })),
    gap: quote.gap,
    touristTax,
  };
}

/** The breakdown stored with a booking: what each night cost and which rules applied. */
export function toPriceBreakdown(quote: Pick<Quote, 'price' | 'gap'>): PriceBreakdown {
  const { price } = quote;
  return {
    nightly: price.nightly.map((night) => ({
      date: night.date,
      price: centsToEuro(night.priceCents),
      source: night.source,
      ruleId: night.ruleId,
    })),
    subtotal: centsToEuro(price.subtotalCents),
    discounts: price.discounts.map((discount) => ({
      ruleId: discount.ruleId,
      type: discount.type,
      percentage: discount.percentage,
      amount: centsToEuro(discount.amountCents),
    })),
    total: centsToEuro(price.totalCents),
    gap: quote.gap,
  };
}
