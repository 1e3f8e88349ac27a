import { describe, expect, it } from 'vitest';
import {
  byPrecedence,
  isDiscountType,
  type PriceRule,
  priceNight,
  priceStay,
  rulesCoveringDate,
} from './pricing';

let nextId = 0;
function rule(fields: Partial<PriceRule> & Pick<PriceRule, 'type'>): PriceRule {
  nextId += 1;
  return {
    id: `r${nextId}`,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    priority: 1,
    isActive: true,
    pricePerNight: null,
    discountPercentage: null,
    ...fields,
  };
}

// 2026-07-06 is a Monday; 2026-07-10/11/12 are Friday, Saturday, Sunday.
const MONDAY = '2026-07-06';

describe('priceStay with no rules', () => {
  it('charges the base price for every night', () => {
    const price = priceStay(85, [], '2026-07-06', '2026-07-09');
    expect(price.nights).toBe(3);
    expect(price.nightly.map((n) => n.priceCents)).toEqual([8500, 8500, 8500]);
    expect(price.nightly.every((n) => n.source === 'base_price' && n.ruleId === null)).toBe(true);
    expect(price.subtotalCents).toBe(25_500);
    expect(price.discounts).toEqual([]);
    expect(price.totalCents).toBe(25_500);
    expect(price.pricePerNightCents).toBe(8500);
  });

  it('prices exactly the nights [checkIn, checkOut)', () => {
    const price = priceStay(110, [], '2026-12-30', '2027-01-02');
    expect(price.nightly.map((n) => n.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('refuses a stay without nights rather than pricing it at zero', () => {
    expect(() => priceStay(85, [], '2026-07-06', '2026-07-06')).toThrow(RangeError);
    expect(() => priceStay(85, [], '2026-07-08', '2026-07-06')).toThrow(RangeError);
  });
});

describe('nightly price resolution', () => {
  it('a seasonal rule sets the price of the nights it covers, the base price the others', () => {
    const summer = rule({
      type: 'seasonal',
      startDate: '2026-07-08',
      endDate: '2026-07-09',
      pricePerNight: 120,
    });
    const price = priceStay(85, [summer], '2026-07-07', '2026-07-11');
    expect(price.nightly.map((n) => [n.date, n.priceCents, n.ruleId])).toEqual([
      ['2026-07-07', 8500, null],
      ['2026-07-08', 12_000, summer.id],
      ['2026-07-09', 12_000, summer.id],
      ['2026-07-10', 8500, null],
    ]);
    expect(price.totalCents).toBe(8500 + 12_000 + 12_000 + 8500);
  });

  it('the lower priority number wins, whatever the type', () => {
    const seasonal = rule({ type: 'seasonal', pricePerNight: 100, priority: 1 });
    const special = rule({ type: 'special_date', pricePerNight: 200, priority: 2 });
    expect(priceNight(85, [special, seasonal], MONDAY)).toMatchObject({
      priceCents: 10_000,
      ruleId: seasonal.id,
      source: 'seasonal',
    });

    const urgent = rule({ type: 'special_date', pricePerNight: 200, priority: 1 });
    const relaxed = rule({ type: 'seasonal', pricePerNight: 100, priority: 5 });
    expect(priceNight(85, [relaxed, urgent], MONDAY).priceCents).toBe(20_000);
  });

  it('on equal priority the more specific rule wins (special date over weekend over seasonal)', () => {
    const seasonal = rule({ type: 'seasonal', pricePerNight: 100 });
    const weekend = rule({ type: 'weekend', pricePerNight: 130 });
    const special = rule({ type: 'special_date', pricePerNight: 250, startDate: '2026-07-11' });
    const rules = [seasonal, weekend, special];
    expect(priceNight(85, rules, '2026-07-09').source).toBe('seasonal'); // Thursday
    expect(priceNight(85, rules, '2026-07-10').source).toBe('weekend'); // Friday
    expect(priceNight(85, rules, '2026-07-11').source).toBe('special_date'); // Saturday
  });

  it('a weekend rule prices only Friday, Saturday and Sunday nights', () => {
    const weekend = rule({ type: 'weekend', pricePerNight: 120 });
    const week = priceStay(85, [weekend], MONDAY, '2026-07-13');
    expect(week.nightly.map((n) => n.priceCents)).toEqual([
      8500, 8500, 8500, 8500, 12_000, 12_000, 12_000,
    ]);
  });

  it('a seasonal rule applies every day of the week, unlike a weekend rule', () => {
    const seasonal = rule({ type: 'seasonal', pricePerNight: 120 });
    const week = priceStay(85, [seasonal], MONDAY, '2026-07-13');
    expect(week.nightly.every((n) => n.priceCents === 12_000)).toBe(true);
  });

  it('a special date rule covers only its own dates, inclusive', () => {
    const ferragosto = rule({
      type: 'special_date',
      startDate: '2026-08-14',
      endDate: '2026-08-15',
      pricePerNight: 180,
    });
    const stay = priceStay(85, [ferragosto], '2026-08-13', '2026-08-17');
    expect(stay.nightly.map((n) => n.priceCents)).toEqual([8500, 18_000, 18_000, 8500]);
  });

  it('ignores inactive rules', () => {
    const off = rule({ type: 'seasonal', pricePerNight: 300, isActive: false });
    expect(priceNight(85, [off], MONDAY)).toMatchObject({ priceCents: 8500, source: 'base_price' });
  });

  it('ignores a non-discount rule without a positive price and falls through to the next', () => {
    const noPrice = rule({ type: 'seasonal', pricePerNight: null, priority: 1 });
    const zero = rule({ type: 'special_date', pricePerNight: 0, priority: 1 });
    const fallback = rule({ type: 'seasonal', pricePerNight: 95, priority: 3 });
    expect(priceNight(85, [noPrice, zero], MONDAY).priceCents).toBe(8500);
    expect(priceNight(85, [noPrice, zero, fallback], MONDAY).priceCents).toBe(9500);
  });

  it('never lets a discount rule set a nightly price', () => {
    const discount = rule({ type: 'week_discount', discountPercentage: 10, pricePerNight: 1 });
    expect(priceNight(85, [discount], MONDAY)).toMatchObject({ priceCents: 8500, ruleId: null });
  });

  it('a "base" rule overrides the apartment base price for its period', () => {
    const periodBase = rule({ type: 'base', pricePerNight: 90, startDate: '2026-07-01' });
    expect(priceNight(85, [periodBase], MONDAY)).toMatchObject({
      priceCents: 9000,
      source: 'base',
    });
    expect(priceNight(85, [periodBase], '2026-06-30').priceCents).toBe(8500);
  });
});

describe('stay discounts', () => {
  const week10 = () => rule({ type: 'week_discount', discountPercentage: 10 });
  const month20 = () => rule({ type: 'month_discount', discountPercentage: 20 });

  it('a week discount needs 7 nights', () => {
    const rules = [week10()];
    expect(priceStay(100, rules, '2026-07-01', '2026-07-07').discounts).toEqual([]);
    const seven = priceStay(100, rules, '2026-07-01', '2026-07-08');
    expect(seven.subtotalCents).toBe(70_000);
    expect(seven.discounts[0]).toMatchObject({
      type: 'week_discount',
      percentage: 10,
      amountCents: 7000,
    });
    expect(seven.totalCents).toBe(63_000);
    expect(seven.pricePerNightCents).toBe(9000);
  });

  it('a month discount needs 30 nights', () => {
    const rules = [month20()];
    expect(priceStay(100, rules, '2026-07-01', '2026-07-30').discounts).toEqual([]);
    const thirty = priceStay(100, rules, '2026-07-01', '2026-07-31');
    expect(thirty.discounts[0]).toMatchObject({ type: 'month_discount', amountCents: 60_000 });
    expect(thirty.totalCents).toBe(240_000);
  });

  it('applies the best discount the stay qualifies for, only one', () => {
    const rules = [week10(), month20()];
    expect(priceStay(100, rules, '2026-07-01', '2026-07-10').discounts[0]?.percentage).toBe(10);
    const month = priceStay(100, rules, '2026-07-01', '2026-08-05');
    expect(month.discounts[0]?.percentage).toBe(20);
    expect(month.totalCents).toBe(month.subtotalCents * 0.8);

    // A generous week discount beats a stingy month discount on a long stay.
    const generousWeek = rule({ type: 'week_discount', discountPercentage: 25 });
    const long = priceStay(100, [generousWeek, month20()], '2026-07-01', '2026-08-05');
    expect(long.discounts[0]).toMatchObject({ ruleId: generousWeek.id, percentage: 25 });
  });

  it('judges the discount on the check-in date only', () => {
    const july = rule({
      type: 'week_discount',
      discountPercentage: 10,
      startDate: '2026-07-01',
      endDate: '2026-07-31',
    });
    // Check-in inside the rule, most nights after it: discounted.
    expect(priceStay(100, [july], '2026-07-31', '2026-08-10').discounts[0]?.ruleId).toBe(july.id);
    // Check-in before the rule, most nights inside it: not discounted.
    expect(priceStay(100, [july], '2026-06-30', '2026-07-10').discounts).toEqual([]);
  });

  it('ignores inactive discounts and discounts without a percentage', () => {
    const inactive = rule({ type: 'week_discount', discountPercentage: 50, isActive: false });
    const empty = rule({ type: 'week_discount', discountPercentage: null });
    expect(priceStay(100, [inactive, empty], '2026-07-01', '2026-07-15').discounts).toEqual([]);
  });

  it('discounts the nightly prices actually charged, weekend and seasonal included', () => {
    const weekend = rule({ type: 'weekend', pricePerNight: 150 });
    const price = priceStay(100, [weekend, week10()], MONDAY, '2026-07-13');
    expect(price.subtotalCents).toBe(4 * 10_000 + 3 * 15_000);
    expect(price.discounts[0]?.amountCents).toBe(8500);
    expect(price.totalCents).toBe(76_500);
  });

  it('rounds the price per night to the cent; the total stays exact', () => {
    const weekend = rule({ type: 'weekend', pricePerNight: 90 });
    // Thursday, Friday, Saturday: 85 + 90 + 90 = 265.00, per night 88.333...
    const price = priceStay(85, [weekend], '2026-07-09', '2026-07-12');
    expect(price.totalCents).toBe(26_500);
    expect(price.pricePerNightCents).toBe(8833);

    const week7 = rule({ type: 'week_discount', discountPercentage: 7 });
    // 7 x 85 = 595.00; 7% = 41.65; total 553.35; per night 79.05
    const discounted = priceStay(85, [week7], '2026-07-01', '2026-07-08');
    expect(discounted.discounts[0]?.amountCents).toBe(4165);
    expect(discounted.totalCents).toBe(55_335);
    expect(discounted.pricePerNightCents).toBe(7905);
  });
});

describe('rulesCoveringDate', () => {
  it('lists the active rules covering the date, the winning one first', () => {
    const low = rule({ type: 'seasonal', pricePerNight: 90, priority: 4 });
    const high = rule({ type: 'seasonal', pricePerNight: 95, priority: 2 });
    const special = rule({ type: 'special_date', pricePerNight: 150, priority: 2 });
    const discount = rule({ type: 'month_discount', discountPercentage: 15, priority: 1 });
    const inactive = rule({ type: 'special_date', pricePerNight: 300, isActive: false });
    const elsewhere = rule({ type: 'seasonal', startDate: '2026-08-01', pricePerNight: 99 });

    const covering = rulesCoveringDate([low, high, special, discount, inactive, elsewhere], MONDAY);
    expect(covering.map((r) => r.id)).toEqual([discount.id, special.id, high.id, low.id]);
  });

  it('shows a weekend rule on Friday to Sunday only, the nights it prices', () => {
    const weekend = rule({ type: 'weekend', pricePerNight: 120 });
    expect(rulesCoveringDate([weekend], MONDAY)).toEqual([]);
    expect(rulesCoveringDate([weekend], '2026-07-10')).toEqual([weekend]); // Friday
    expect(rulesCoveringDate([weekend], '2026-07-12')).toEqual([weekend]); // Sunday
  });

  it('includes both ends of a rule', () => {
    const july = rule({ type: 'seasonal', startDate: '2026-07-01', endDate: '2026-07-31' });
    expect(rulesCoveringDate([july], '2026-07-01')).toHaveLength(1);
    expect(rulesCoveringDate([july], '2026-07-31')).toHaveLength(1);
    expect(rulesCoveringDate([july], '2026-08-01')).toHaveLength(0);
  });

  it('does not reorder the caller array', () => {
    const a = rule({ type: 'seasonal', priority: 5 });
    const b = rule({ type: 'seasonal', priority: 1 });
    const rules = [a, b];
    rulesCoveringDate(rules, MONDAY);
    expect(rules).toEqual([a, b]);
  });
});

describe('byPrecedence and isDiscountType', () => {
  it('orders by priority number, then specificity, then start date, then id', () => {
    const a = rule({ id: 'b', type: 'seasonal', priority: 1, startDate: '2026-02-01' });
    const b = rule({ id: 'a', type: 'seasonal', priority: 1, startDate: '2026-02-01' });
    const c = rule({ id: 'c', type: 'seasonal', priority: 1, startDate: '2026-01-01' });
    const d = rule({ id: 'd', type: 'special_date', priority: 1, startDate: '2026-03-01' });
    const e = rule({ id: 'e', type: 'special_date', priority: 2 });
    expect([e, a, b, c, d].sort(byPrecedence).map((r) => r.id)).toEqual(['d', 'c', 'a', 'b', 'e']);
  });

  it('knows which types are stay discounts', () => {
    expect(isDiscountType('week_discount')).toBe(true);
    expect(isDiscountType('month_discount')).toBe(true);
    for (const type of ['base', 'weekend', 'seasonal', 'special_date'] as const) {
      expect(isDiscountType(type)).toBe(false);
    }
  });
});
