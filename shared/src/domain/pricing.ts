import { type CalendarDate, countNights, eachNight, isWeekendNight, isWithin } from './dates';
import { type Cents, euroToCents } from './money';

export const PRICING_RULE_TYPES = [
  'base',
  'weekend',
  'seasonal',
  'week_discount',
  'month_discount',
  'special_date',
] as const;
export type PricingRuleType = (typeof PRICING_RULE_TYPES)[number];

export const DISCOUNT_RULE_TYPES = ['week_discount', 'month_discount'] as const;
export type DiscountRuleType = (typeof DISCOUNT_RULE_TYPES)[number];

export function isDiscountType(type: PricingRuleType): type is DiscountRuleType {
  return (DISCOUNT_RULE_TYPES as readonly string[]).includes(type);
}

/** The fields of a pricing rule that pricing reads. */
export interface PriceRule {
  id: string;
  type: PricingRuleType;
  startDate: CalendarDate;
  endDate: CalendarDate;
  pricePerNight?: number | null;
  discountPercentage?: number | null;
  priority: number;
  isActive: boolean;
}

/** Minimum nights for each stay discount to apply. */
export const DISCOUNT_MIN_NIGHTS: Record<DiscountRuleType, number> = {
  week_discount: 7,
  month_discount: 30,
};

/** Among rules of equal priority, the more specific type wins. */
const TYPE_SPECIFICITY: Record<PricingRuleType, number> = {
  special_date: 0,
  weekend: 1,
  seasonal: 2,
  base: 3,
  week_discount: 4,
  month_discount: 5,
};

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

export interface StayPrice {
  nights: number;
  nightly: NightPrice[];
  subtotalCents: Cents;
  discount: StayDiscount | null;
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

/** Does this rule set the price of `date`? Weekend rules only cover Friday–Sunday nights. */
function setsNightPrice(rule: PriceRule, date: CalendarDate): boolean {
  if (!rule.isActive || isDiscountType(rule.type)) return false;
  if (!isWithin(date, rule.startDate, rule.endDate)) return false;
  if (rule.type === 'weekend' && !isWeekendNight(date)) return false;
  return typeof rule.pricePerNight === 'number' && rule.pricePerNight > 0;
}

/**
 * Every active rule covering `date` (what the admin calendar shows), highest precedence first.
 * A weekend rule covers only Friday, Saturday and Sunday, as it prices only those nights.
 */
export function rulesCoveringDate(rules: readonly PriceRule[], date: CalendarDate): PriceRule[] {
  return rules
    .filter(
      (rule) =>
        rule.isActive &&
        isWithin(date, rule.startDate, rule.endDate) &&
        (rule.type !== 'weekend' || isWeekendNight(date)),
    )
    .sort(byPrecedence);
}

/** The price of one night: the winning rule's price, else the apartment's base price. */
export function priceNight(
  basePriceEuro: number,
  rules: readonly PriceRule[],
  date: CalendarDate,
): NightPrice {
  const winner = rules.filter((rule) => setsNightPrice(rule, date)).sort(byPrecedence)[0];
  if (!winner) {
    return { date, priceCents: euroToCents(basePriceEuro), ruleId: null, source: 'base_price' };
  }
  return {
    date,
    priceCents: euroToCents(winner.pricePerNight as number),
    ruleId: winner.id,
    source: winner.type,
  };
}

/** The best active stay discount the stay qualifies for, judged on its check-in date. */
function bestDiscount(
  rules: readonly PriceRule[],
  checkIn: CalendarDate,
  nights: number,
): PriceRule | undefined {
  return rules
    .filter(
      (rule) =>
        rule.isActive &&
        isDiscountType(rule.type) &&
        nights >= DISCOUNT_MIN_NIGHTS[rule.type] &&
        isWithin(checkIn, rule.startDate, rule.endDate) &&
        typeof rule.discountPercentage === 'number' &&
        rule.discountPercentage > 0,
    )
    .sort(
      (a, b) => (b.discountPercentage ?? 0) - (a.discountPercentage ?? 0) || byPrecedence(a, b),
    )[0];
}

/**
 * The price of a stay `[checkIn, checkOut)` (ARCHITECTURE: Pricing). One function for the whole
 * product: the quote a guest sees, the amount charged and the admin pricing calendar.
 */
export function priceStay(
  basePriceEuro: number,
  rules: readonly PriceRule[],
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): StayPrice {
  const nights = countNights(checkIn, checkOut);
  if (nights < 1) throw new RangeError('A stay needs at least one night');
  const nightly = eachNight(checkIn, checkOut).map((date) =>
    priceNight(basePriceEuro, rules, date),
  );
  const subtotalCents = nightly.reduce((sum, night) => sum + night.priceCents, 0);
  const rule = bestDiscount(rules, checkIn, nights);
  const discount: StayDiscount | null = rule
    ? {
        ruleId: rule.id,
        type: rule.type as DiscountRuleType,
        percentage: rule.discountPercentage as number,
        amountCents: Math.round((subtotalCents * (rule.discountPercentage as number)) / 100),
      }
    : null;
  const totalCents = subtotalCents - (discount?.amountCents ?? 0);
  return {
    nights,
    nightly,
    subtotalCents,
    discount,
    totalCents,
    pricePerNightCents: Math.round(totalCents / nights),
  };
}
