import {
  type CalendarDate,
  countNights,
  daysBetween,
  eachNight,
  isWeekendNight,
  isWithin,
} from './dates';
import { type Cents, euroToCents } from './money';

export const PRICING_RULE_TYPES = [
  'base',
  'weekend',
  'seasonal',
  'week_discount',
  'month_discount',
  'special_date',
  'length_discount',
  'last_minute',
  'early_booking',
  'gap_discount',
] as const;
export type PricingRuleType = (typeof PRICING_RULE_TYPES)[number];

/** Types that lower the whole stay by a percentage; the others set the price of nights. */
export const DISCOUNT_RULE_TYPES = [
  'week_discount',
  'month_discount',
  'length_discount',
  'last_minute',
  'early_booking',
  'gap_discount',
] as const;
export type DiscountRuleType = (typeof DISCOUNT_RULE_TYPES)[number];

export function isDiscountType(type: PricingRuleType): type is DiscountRuleType {
  return (DISCOUNT_RULE_TYPES as readonly string[]).includes(type);
}

/**
 * How a night rule sets its price: `fixed` euros per night, or relative to the apartment's base
 * price, by a `percent` or an `amount` in euros, up (positive) or down (negative). A relative rule
 * copied to another apartment gives that apartment its own price.
 */
export const PRICE_MODES = ['fixed', 'percent', 'amount'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** The fields of a pricing rule that pricing reads. */
export interface PriceRule {
  id: string;
  type: PricingRuleType;
  startDate: CalendarDate;
  endDate: CalendarDate;
  pricePerNight?: number | null;
  discountPercentage?: number | null;
  /** Night rules: how the price is set (absent: `fixed`, the price per night). */
  priceMode?: PriceMode;
  /** Night rules in `percent` or `amount` mode: the signed change to the base price. */
  adjustment?: number | null;
  /** `length_discount`: the stay's minimum nights; `last_minute`: arrival within this many days
   * of booking; `early_booking`: booked at least this many days before arrival. */
  threshold?: number | null;
  priority: number;
  isActive: boolean;
}

/** Minimum nights for the fixed length discounts to apply (`length_discount` sets its own). */
export const DISCOUNT_MIN_NIGHTS = {
  week_discount: 7,
  month_discount: 30,
} as const;

/**
 * The stay discounts fall in three families; each family gives at most one discount (its largest
 * percentage), and the families apply one after the other, each on what the previous left:
 * the length of the stay, then when it is booked, then a gap filled between two stays.
 */
export const DISCOUNT_FAMILIES = [
  ['week_discount', 'month_discount', 'length_discount'],
  ['last_minute', 'early_booking'],
  ['gap_discount'],
] as const satisfies readonly (readonly DiscountRuleType[])[];

/** Among rules of equal priority, the more specific type wins. */
const TYPE_SPECIFICITY: Record<PricingRuleType, number> = {
  special_date: 0,
  weekend: 1,
  seasonal: 2,
  base: 3,
  week_discount: 4,
  month_discount: 5,
  length_discount: 6,
  last_minute: 7,
  early_booking: 8,
  gap_discount: 9,
};

/** The lowest price a relative rule can bring a night to: one euro. */
export const MIN_NIGHT_CENTS: Cents = 100;

export interface NightPrice {
  date: CalendarDate;
  priceCents: Cents;
  /** The rule that set this night's price; null for the apartment's base price. */
  ruleId: string | null;
  source: PricingRuleType | 'base_price';
}

export interface StayDiscount {
  ruleId: string;
  type: DiscountRuleType;
  percentage: number;
  amountCents: Cents;
}

/** What the stay is priced against besides its dates. */
export interface StayContext {
  /** The booking date (today in Catania): last-minute and early-booking rules need it. */
  bookedOn?: CalendarDate;
  /** The stay fills exactly a gap between two stays shorter than the minimum (stay-rules.ts). */
  gap?: boolean;
}

export interface StayPrice {
  nights: number;
  nightly: NightPrice[];
  subtotalCents: Cents;
  /** The discounts applied, in the order they were applied (DISCOUNT_FAMILIES). */
  discounts: StayDiscount[];
  totalCents: Cents;
  /** total / nights, rounded to the cent. */
  pricePerNightCents: Cents;
}

/** Orders rules as they compete: lowest priority number first, then the more specific. */
export function byPrecedence(a: PriceRule, b: PriceRule): number {
  return (
    a.priority - b.priority ||
    TYPE_SPECIFICITY[a.type] - TYPE_SPECIFICITY[b.type] ||
    a.startDate.localeCompare(b.startDate) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * The price a night rule sets on an apartment whose base price is `basePriceEuro`, in cents, or
 * undefined when the rule sets none (no price, or a zero change).
 */
export function rulePriceCents(rule: PriceRule, basePriceEuro: number): Cents | undefined {
  const mode = rule.priceMode ?? 'fixed';
  if (mode === 'fixed') {
    return typeof rule.pricePerNight === 'number' && rule.pricePerNight > 0
      ? euroToCents(rule.pricePerNight)
      : undefined;
  }
  if (typeof rule.adjustment !== 'number' || rule.adjustment === 0) return undefined;
  const base = euroToCents(basePriceEuro);
  const cents =
    mode === 'percent'
      ? Math.round((base * (100 + rule.adjustment)) / 100)
      : base + euroToCents(rule.adjustment);
  return Math.max(MIN_NIGHT_CENTS, cents);
}

/** Does this rule cover `date`? Weekend rules only cover Friday–Sunday nights. */
function covers(rule: PriceRule, date: CalendarDate): boolean {
  return (
    rule.isActive &&
    isWithin(date, rule.startDate, rule.endDate) &&
    (rule.type !== 'weekend' || isWeekendNight(date))
  );
}

/**
 * Every active rule covering `date` (what the admin calendar shows), highest precedence first.
 * A weekend rule covers only Friday, Saturday and Sunday, as it prices only those nights.
 */
export function rulesCoveringDate(rules: readonly PriceRule[], date: CalendarDate): PriceRule[] {
  return rules.filter((rule) => covers(rule, date)).sort(byPrecedence);
}

/** The price of one night: the winning rule's price, else the apartment's base price. */
export function priceNight(
  basePriceEuro: number,
  rules: readonly PriceRule[],
  date: CalendarDate,
): NightPrice {
  for (const rule of rulesCoveringDate(rules, date)) {
    if (isDiscountType(rule.type)) continue;
    const priceCents = rulePriceCents(rule, basePriceEuro);
    if (priceCents !== undefined) return { date, priceCents, ruleId: rule.id, source: rule.type };
  }
  return { date, priceCents: euroToCents(basePriceEuro), ruleId: null, source: 'base_price' };
}

/** Does a discount rule's condition hold for this stay? (Its dates are judged on the check-in.) */
function discountApplies(
  rule: PriceRule,
  checkIn: CalendarDate,
  nights: number,
  context: StayContext,
): boolean {
  const threshold = rule.threshold ?? 0;
  const ahead = context.bookedOn === undefined ? undefined : daysBetween(context.bookedOn, checkIn);
  switch (rule.type) {
    case 'week_discount':
    case 'month_discount':
      return nights >= DISCOUNT_MIN_NIGHTS[rule.type];
    case 'length_discount':
      return threshold > 0 && nights >= threshold;
    case 'last_minute':
      return ahead !== undefined && ahead >= 0 && ahead <= threshold;
    case 'early_booking':
      return ahead !== undefined && threshold > 0 && ahead >= threshold;
    case 'gap_discount':
      return context.gap === true;
    default:
      return false;
  }
}

/** The stay discounts that apply, at most one per family (its largest), in family order. */
function applicableDiscounts(
  rules: readonly PriceRule[],
  checkIn: CalendarDate,
  nights: number,
  context: StayContext,
): PriceRule[] {
  return DISCOUNT_FAMILIES.flatMap((family) => {
    const best = rules
      .filter(
        (rule) =>
          rule.isActive &&
          (family as readonly string[]).includes(rule.type) &&
          isWithin(checkIn, rule.startDate, rule.endDate) &&
          typeof rule.discountPercentage === 'number' &&
          rule.discountPercentage > 0 &&
          discountApplies(rule, checkIn, nights, context),
      )
      .sort(
        (a, b) => (b.discountPercentage ?? 0) - (a.discountPercentage ?? 0) || byPrecedence(a, b),
      )[0];
    return best ? [best] : [];
  });
}

/**
 * The price of a stay `[checkIn, checkOut)` (docs/pricing.md). One function for the whole
 * product: the quote a guest sees, the amount charged, the breakdown stored with the booking and
 * the owner's pricing calendar and previews.
 */
export function priceStay(
  basePriceEuro: number,
  rules: readonly PriceRule[],
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  context: StayContext = {},
): StayPrice {
  const nights = countNights(checkIn, checkOut);
  if (nights < 1) throw new RangeError('A stay needs at least one night');
  const nightly = eachNight(checkIn, checkOut).map((date) =>
    priceNight(basePriceEuro, rules, date),
  );
  const subtotalCents = nightly.reduce((sum, night) => sum + night.priceCents, 0);
  let remaining = subtotalCents;
  const discounts = applicableDiscounts(rules, checkIn, nights, context).map((rule) => {
    const percentage = rule.discountPercentage as number;
    const amountCents = Math.round((remaining * percentage) / 100);
    remaining -= amountCents;
    return { ruleId: rule.id, type: rule.type as DiscountRuleType, percentage, amountCents };
  });
  return {
    nights,
    nightly,
    subtotalCents,
    discounts,
    totalCents: remaining,
    pricePerNightCents: Math.round(remaining / nights),
  };
}
