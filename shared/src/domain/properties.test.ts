/**
 * Property-based tests (fast-check) of the invariants the booking site relies on: nights, prices,
 * bookability and time-zone independence. Expected values come from small reference computations
 * on `Date.UTC` and plain string comparison, not from the code under test.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '../config/site';
import {
  conflictingNights,
  isRangeBookable,
  mergeUnavailable,
  type OccupiedNight,
} from './availability';
import {
  addDays,
  addMonths,
  type CalendarDate,
  countNights,
  dayOfWeek,
  daysBetween,
  eachNight,
  horizonEnd,
  isCalendarDate,
  isWeekendNight,
  todayInRome,
} from './dates';
import { formatEuro } from './money';
import {
  DISCOUNT_FAMILIES,
  PRICE_MODES,
  PRICING_RULE_TYPES,
  type PriceRule,
  priceStay,
  type StayContext,
} from './pricing';
import { checkStayRules } from './stay';

// ---- reference arithmetic, on Date.UTC only ----

const DAY_MS = 86_400_000;
const epochDay = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / DAY_MS;
const refDate = (day: number): CalendarDate => new Date(day * DAY_MS).toISOString().slice(0, 10);
const parts = (date: CalendarDate) => date.split('-').map(Number) as [number, number, number];
const refDay = (date: CalendarDate) => epochDay(...parts(date));
const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

const FIRST_DAY = epochDay(2020, 1, 1);
const LAST_DAY = epochDay(2035, 12, 31);

// ---- arbitraries ----

/** A valid calendar date between 2020-01-01 and 2035-12-31. */
const calendarDateArb = (from = FIRST_DAY, to = LAST_DAY) =>
  fc.integer({ min: from, max: to }).map(refDate);

/** A stay: check-in, number of nights, and the check-out computed by the reference. */
const stayArb = (maxNights = 400, from = FIRST_DAY, to = LAST_DAY - maxNights) =>
  fc
    .record({
      start: fc.integer({ min: from, max: to }),
      nights: fc.integer({ min: 1, max: maxNights }),
    })
    .map(({ start, nights }) => ({
      checkIn: refDate(start),
      checkOut: refDate(start + nights),
      nights,
    }));

// Rules and stays live in 2026-2027 so that they overlap often.
const RULE_FROM = epochDay(2026, 1, 1);
const RULE_TO = epochDay(2027, 6, 30);

const ruleArb: fc.Arbitrary<Omit<PriceRule, 'id'>> = fc
  .record({
    type: fc.constantFrom(...PRICING_RULE_TYPES),
    start: fc.integer({ min: RULE_FROM, max: RULE_TO }),
    length: fc.integer({ min: 0, max: 120 }),
    pricePerNight: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
    discountPercentage: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    priceMode: fc.option(fc.constantFrom(...PRICE_MODES), { nil: undefined }),
    adjustment: fc.option(fc.integer({ min: -150, max: 300 }), { nil: null }),
    threshold: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
    priority: fc.integer({ min: 1, max: 5 }),
    isActive: fc.boolean(),
  })
  .map(({ start, length, ...rest }) => ({
    ...rest,
    startDate: refDate(start),
    endDate: refDate(start + length),
  }));

/** A rule set with unique ids, as the store gives them. */
const rulesArb = fc
  .array(ruleArb, { maxLength: 12 })
  .map((rules) => rules.map((rule, i): PriceRule => ({ ...rule, id: `rule-${i}` })));

const basePriceArb = fc.integer({ min: 1, max: 1000 });
const pricingStayArb = stayArb(60, RULE_FROM - 30, RULE_TO);

/** Does `rule` compete for the price of `night`? (docs/pricing.md, restated.) */
function competes(rule: PriceRule, night: CalendarDate): boolean {
  const dow = new Date(refDay(night) * DAY_MS).getUTCDay();
  return (
    rule.isActive &&
    ['base', 'weekend', 'seasonal', 'special_date'].includes(rule.type) &&
    rule.startDate <= night &&
    night <= rule.endDate &&
    (rule.type !== 'weekend' || dow === 5 || dow === 6 || dow === 0)
  );
}

// ---- the reference pricing engine: docs/pricing.md read literally, loops and plain arithmetic ----

const SPECIFICITY = [
  'special_date',
  'weekend',
  'seasonal',
  'base',
  'week_discount',
  'month_discount',
  'length_discount',
  'last_minute',
  'early_booking',
  'gap_discount',
];

/** Does `a` take precedence over `b`? Priority, then the more specific type, start, id. */
function refBeats(a: PriceRule, b: PriceRule): boolean {
  if (a.priority !== b.priority) return a.priority < b.priority;
  const sa = SPECIFICITY.indexOf(a.type);
  const sb = SPECIFICITY.indexOf(b.type);
  if (sa !== sb) return sa < sb;
  if (a.startDate !== b.startDate) return a.startDate < b.startDate;
  return a.id < b.id;
}

/** The cents a night rule asks, relative ones on whole-euro bases: base x (100 + p) cents. */
function refRuleCents(rule: PriceRule, base: number): number | undefined {
  const mode = rule.priceMode ?? 'fixed';
  if (mode === 'fixed')
    return (rule.pricePerNight ?? 0) > 0 ? (rule.pricePerNight ?? 0) * 100 : undefined;
  const change = rule.adjustment ?? 0;
  if (change === 0) return undefined;
  const cents = mode === 'percent' ? base * (100 + change) : (base + change) * 100;
  return Math.max(cents, 100);
}

const FAMILIES = [
  ['week_discount', 'month_discount', 'length_discount'],
  ['last_minute', 'early_booking'],
  ['gap_discount'],
];

function refQualifies(
  rule: PriceRule,
  checkIn: CalendarDate,
  nights: number,
  context: StayContext,
): boolean {
  if (!rule.isActive || rule.startDate > checkIn || checkIn > rule.endDate) return false;
  if ((rule.discountPercentage ?? 0) <= 0) return false;
  const n = rule.threshold ?? 0;
  const ahead =
    context.bookedOn === undefined ? undefined : refDay(checkIn) - refDay(context.bookedOn);
  if (rule.type === 'week_discount') return nights >= 7;
  if (rule.type === 'month_discount') return nights >= 30;
  if (rule.type === 'length_discount') return n > 0 && nights >= n;
  if (rule.type === 'last_minute') return ahead !== undefined && ahead >= 0 && ahead <= n;
  if (rule.type === 'early_booking') return ahead !== undefined && n > 0 && ahead >= n;
  if (rule.type === 'gap_discount') return context.gap === true;
  return false;
}

function refPriceStay(
  base: number,
  rules: readonly PriceRule[],
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  context: StayContext,
) {
  const nights = refDay(checkOut) - refDay(checkIn);
  const nightly = [];
  for (let day = refDay(checkIn); day < refDay(checkOut); day++) {
    const date = refDate(day);
    let best: { rule: PriceRule; cents: number } | undefined;
    for (const rule of rules) {
      const cents = competes(rule, date) ? refRuleCents(rule, base) : undefined;
      if (cents !== undefined && (!best || refBeats(rule, best.rule))) best = { rule, cents };
    }
    nightly.push(
      best
        ? { date, priceCents: best.cents, ruleId: best.rule.id, source: best.rule.type }
        : { date, priceCents: base * 100, ruleId: null, source: 'base_price' },
    );
  }
  let subtotal = 0;
  for (const night of nightly) subtotal += night.priceCents;
  let remaining = subtotal;
  const discounts = [];
  for (const family of FAMILIES) {
    let best: PriceRule | undefined;
    for (const rule of rules) {
      if (!family.includes(rule.type) || !refQualifies(rule, checkIn, nights, context)) continue;
      const pct = rule.discountPercentage ?? 0;
      const bestPct = best?.discountPercentage ?? 0;
      if (!best || pct > bestPct || (pct === bestPct && refBeats(rule, best))) best = rule;
    }
    if (!best) continue;
    const percentage = best.discountPercentage ?? 0;
    const amountCents = Math.round((remaining * percentage) / 100);
    remaining -= amountCents;
    discounts.push({ ruleId: best.id, type: best.type, percentage, amountCents });
  }
  return {
    nights,
    nightly,
    subtotalCents: subtotal,
    discounts,
    totalCents: remaining,
    pricePerNightCents: Math.round(remaining / nights),
  };
}

// ---- dates ----

describe('nights of a stay', () => {
  it('count = eachNight length = daysBetween, and addDays(checkIn, nights) = checkOut', () => {
    fc.assert(
      fc.property(stayArb(), ({ checkIn, checkOut, nights }) => {
        expect(countNights(checkIn, checkOut)).toBe(nights);
        expect(daysBetween(checkIn, checkOut)).toBe(nights);
        expect(eachNight(checkIn, checkOut)).toHaveLength(nights);
        expect(addDays(checkIn, nights)).toBe(checkOut);
        expect(addDays(checkOut, -nights)).toBe(checkIn);
      }),
    );
  });

  it('eachNight is every consecutive date from check-in, check-out excluded', () => {
    fc.assert(
      fc.property(stayArb(), ({ checkIn, checkOut }) => {
        const nights = eachNight(checkIn, checkOut);
        const start = refDay(checkIn);
        expect(nights).toEqual(nights.map((_, i) => refDate(start + i)));
        expect(nights).not.toContain(checkOut);
        expect(nights.every((night) => isCalendarDate(night))).toBe(true);
      }),
    );
  });

  it('weekend nights are exactly the Friday, Saturday and Sunday ones', () => {
    fc.assert(
      fc.property(calendarDateArb(), (date) => {
        const dow = new Date(refDay(date) * DAY_MS).getUTCDay();
        expect(dayOfWeek(date)).toBe(dow);
        expect(isWeekendNight(date)).toBe(dow === 5 || dow === 6 || dow === 0);
      }),
    );
  });

  it('addMonths moves the month by n and clamps the day to the month end', () => {
    fc.assert(
      fc.property(calendarDateArb(), fc.integer({ min: -24, max: 24 }), (date, months) => {
        const [y, m, d] = parts(date);
        const result = addMonths(date, months);
        const [ry, rm, rd] = parts(result);
        expect(isCalendarDate(result)).toBe(true);
        expect(ry * 12 + rm - (y * 12 + m)).toBe(months);
        expect(rd).toBe(Math.min(d, lastDayOfMonth(ry, rm)));
      }),
    );
  });
});

describe('dates do not depend on the machine time zone', () => {
  const originalTz = process.env.TZ;
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  // The offset each zone has on 1 January 2026 (getTimezoneOffset's sign: minutes behind UTC).
  const zones: [string, number][] = [
    ['UTC', 0],
    ['Europe/Rome', -60],
    ['Pacific/Auckland', -780],
    ['America/Chicago', 360],
    ['Asia/Kolkata', -330],
    ['Pacific/Kiritimati', -840],
    ['America/St_Johns', 210],
    ['Pacific/Pago_Pago', 660],
  ];

  // Instants around Rome's midnight and DST switches are where a local-time slip would show.
  const instantArb = fc.integer({
    min: Date.UTC(2020, 0, 1),
    max: Date.UTC(2035, 11, 31),
  });

  it.each(zones)('gives the Date.UTC reference results with TZ=%s', (zone, januaryOffset) => {
    process.env.TZ = zone;
    // Proves the zone really changed, so the checks below are not run in UTC by accident.
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(januaryOffset);

    fc.assert(
      fc.property(
        stayArb(60),
        fc.integer({ min: -400, max: 400 }),
        ({ checkIn, checkOut, nights }, n) => {
          expect(addDays(checkIn, n)).toBe(refDate(refDay(checkIn) + n));
          expect(countNights(checkIn, checkOut)).toBe(nights);
          expect(eachNight(checkIn, checkOut)[0]).toBe(checkIn);
          expect(dayOfWeek(checkIn)).toBe(new Date(refDay(checkIn) * DAY_MS).getUTCDay());
        },
      ),
    );
  });

  it('todayInRome is the same instant-for-instant whatever TZ says', () => {
    const samples = fc.sample(instantArb, 300);
    // Also every Rome midnight boundary of 2026, one minute either side.
    for (let day = epochDay(2026, 1, 1); day <= epochDay(2026, 12, 31); day += 1) {
      for (const hour of [22, 23]) {
        samples.push(
          day * DAY_MS + hour * 3_600_000 - 60_000,
          day * DAY_MS + hour * 3_600_000 + 60_000,
        );
      }
    }
    process.env.TZ = 'UTC';
    const inUtc = samples.map((t) => todayInRome(new Date(t)));
    for (const [zone, januaryOffset] of zones) {
      process.env.TZ = zone;
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(januaryOffset);
      expect(
        samples.map((t) => todayInRome(new Date(t))),
        zone,
      ).toEqual(inUtc);
    }
    // And Rome is always UTC+1 or UTC+2: the date is that of t + 1h or t + 2h in UTC.
    samples.forEach((t, i) => {
      expect([
        refDate(Math.floor((t + 3_600_000) / DAY_MS)),
        refDate(Math.floor((t + 7_200_000) / DAY_MS)),
      ]).toContain(inUtc[i]);
    });
  });
});

// ---- pricing ----

/** When the stay is booked (or unknown) and whether it fills a gap. */
const contextArb = (checkIn: CalendarDate): fc.Arbitrary<StayContext> =>
  fc.record({
    bookedOn: fc.option(
      fc.integer({ min: -5, max: 90 }).map((ahead) => refDate(refDay(checkIn) - ahead)),
      { nil: undefined },
    ),
    gap: fc.boolean(),
  });

const pricedStayArb = pricingStayArb.chain((stay) =>
  fc.tuple(fc.constant(stay), contextArb(stay.checkIn)),
);

describe('priceStay', () => {
  it('equals the plain reference implementation on every stay, rule set and context', () => {
    fc.assert(
      fc.property(basePriceArb, rulesArb, pricedStayArb, (base, rules, [stay, context]) => {
        expect(priceStay(base, rules, stay.checkIn, stay.checkOut, context)).toEqual(
          refPriceStay(base, rules, stay.checkIn, stay.checkOut, context),
        );
      }),
    );
  });

  it('total = subtotal less the discounts, never below zero, at most one per family', () => {
    fc.assert(
      fc.property(basePriceArb, rulesArb, pricedStayArb, (base, rules, [stay, context]) => {
        const price = priceStay(base, rules, stay.checkIn, stay.checkOut, context);
        const sum = price.nightly.reduce((total, night) => total + night.priceCents, 0);
        const off = price.discounts.reduce((total, d) => total + d.amountCents, 0);
        expect(price.nights).toBe(stay.nights);
        expect(price.nightly.map((n) => n.date)).toEqual(eachNight(stay.checkIn, stay.checkOut));
        expect(price.subtotalCents).toBe(sum);
        expect(price.totalCents).toBe(sum - off);
        expect(price.totalCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(price.totalCents)).toBe(true);
        for (const family of DISCOUNT_FAMILIES) {
          const inFamily = price.discounts.filter((d) =>
            (family as readonly string[]).includes(d.type),
          );
          expect(inFamily.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('pricePerNight x nights is the total within rounding', () => {
    fc.assert(
      fc.property(basePriceArb, rulesArb, pricedStayArb, (base, rules, [stay, context]) => {
        const price = priceStay(base, rules, stay.checkIn, stay.checkOut, context);
        expect(Number.isInteger(price.pricePerNightCents)).toBe(true);
        expect(
          Math.abs(price.pricePerNightCents * stay.nights - price.totalCents),
        ).toBeLessThanOrEqual(stay.nights / 2);
      }),
    );
  });

  it('with no rules, or only inactive ones, total = base x nights', () => {
    fc.assert(
      fc.property(
        basePriceArb,
        rulesArb,
        stayArb(),
        (base, rules, { checkIn, checkOut, nights }) => {
          const inactive = rules.map((rule) => ({ ...rule, isActive: false }));
          for (const set of [[], inactive]) {
            const price = priceStay(base, set, checkIn, checkOut, { bookedOn: checkIn, gap: true });
            expect(price.totalCents).toBe(base * 100 * nights);
            expect(price.pricePerNightCents).toBe(base * 100);
            expect(price.discounts).toEqual([]);
          }
        },
      ),
    );
  });

  it('a night is never below one euro, whatever a relative rule asks', () => {
    fc.assert(
      fc.property(basePriceArb, rulesArb, pricingStayArb, (base, rules, { checkIn, checkOut }) => {
        for (const night of priceStay(base, rules, checkIn, checkOut).nightly) {
          expect(night.priceCents).toBeGreaterThanOrEqual(100);
        }
      }),
    );
  });

  it('a percentage rule gives every apartment its own price: base x (100 + p)%', () => {
    fc.assert(
      fc.property(
        basePriceArb,
        fc.integer({ min: -99, max: 300 }),
        pricingStayArb,
        (base, change, { checkIn, checkOut }) => {
          const rule: PriceRule = {
            id: 'pct',
            type: 'seasonal',
            startDate: '2000-01-01',
            endDate: '2100-12-31',
            priceMode: 'percent',
            adjustment: change,
            priority: 1,
            isActive: true,
          };
          for (const night of priceStay(base, [rule], checkIn, checkOut).nightly) {
            expect(night.priceCents).toBe(Math.max(100, Math.round(base * (100 + change))));
          }
        },
      ),
    );
  });

  it('does not depend on the order the rules are stored in', () => {
    fc.assert(
      fc.property(
        basePriceArb,
        rulesArb.chain((rules) =>
          fc.tuple(
            fc.constant(rules),
            fc.shuffledSubarray(rules, { minLength: rules.length, maxLength: rules.length }),
          ),
        ),
        pricedStayArb,
        (base, [rules, shuffled], [{ checkIn, checkOut }, context]) => {
          expect(priceStay(base, shuffled, checkIn, checkOut, context)).toEqual(
            priceStay(base, rules, checkIn, checkOut, context),
          );
        },
      ),
    );
  });
});

// ---- availability ----

const NOW = Date.UTC(2026, 6, 1, 12);
const AV_FROM = epochDay(2026, 6, 1);
const AV_TO = epochDay(2026, 9, 30);

const occupiedArb: fc.Arbitrary<OccupiedNight> = fc.oneof(
  fc.record({ date: calendarDateArb(AV_FROM, AV_TO), kind: fc.constant('sold' as const) }),
  fc.record({ date: calendarDateArb(AV_FROM, AV_TO), kind: fc.constant('blocked' as const) }),
  fc.record({
    date: calendarDateArb(AV_FROM, AV_TO),
    kind: fc.constant('held' as const),
    holdExpiresAt: fc.integer({ min: NOW - 3_600_000, max: NOW + 3_600_000 }),
  }),
);
const unavailableArb = fc.uniqueArray(calendarDateArb(AV_FROM, AV_TO), { maxLength: 40 });
const availabilityStayArb = stayArb(30, AV_FROM - 10, AV_TO);

/** The reference: some unavailable date d with checkIn <= d < checkOut. */
const refBookable = (unavailable: readonly string[], checkIn: string, checkOut: string) =>
  !unavailable.some((date) => checkIn <= date && date < checkOut);

describe('bookability', () => {
  it('a range is bookable iff none of its nights is unavailable', () => {
    fc.assert(
      fc.property(unavailableArb, availabilityStayArb, (unavailable, { checkIn, checkOut }) => {
        expect(isRangeBookable(unavailable, checkIn, checkOut)).toBe(
          refBookable(unavailable, checkIn, checkOut),
        );
        const conflicts = conflictingNights(unavailable, checkIn, checkOut);
        expect(conflicts).toEqual(
          [...unavailable].filter((date) => checkIn <= date && date < checkOut).sort(),
        );
      }),
    );
  });

  it('a check-out on an unavailable day is fine: adding it never changes bookability', () => {
    fc.assert(
      fc.property(unavailableArb, availabilityStayArb, (unavailable, { checkIn, checkOut }) => {
        const withCheckOut = [...unavailable, checkOut];
        expect(isRangeBookable(withCheckOut, checkIn, checkOut)).toBe(
          isRangeBookable(unavailable, checkIn, checkOut),
        );
        expect(isRangeBookable(new Set(withCheckOut), checkIn, checkOut)).toBe(
          isRangeBookable(unavailable, checkIn, checkOut),
        );
      }),
    );
  });

  it('taking any one night of the stay makes it unbookable', () => {
    fc.assert(
      fc.property(
        unavailableArb,
        availabilityStayArb.chain((stay) =>
          fc.tuple(fc.constant(stay), fc.integer({ min: 0, max: stay.nights - 1 })),
        ),
        (unavailable, [{ checkIn, checkOut }, offset]) => {
          const night = refDate(refDay(checkIn) + offset);
          expect(isRangeBookable([...unavailable, night], checkIn, checkOut)).toBe(false);
        },
      ),
    );
  });
});

describe('mergeUnavailable', () => {
  it('is sorted, unique, and exactly the sold, blocked and live-held dates', () => {
    fc.assert(
      fc.property(fc.array(occupiedArb, { maxLength: 60 }), (nights) => {
        const merged = mergeUnavailable(nights, NOW);
        for (let i = 1; i < merged.length; i += 1) {
          expect((merged[i - 1] as string) < (merged[i] as string)).toBe(true);
        }
        const live = nights.filter((n) => n.kind !== 'held' || n.holdExpiresAt > NOW);
        expect(new Set(merged)).toEqual(new Set(live.map((n) => n.date)));
      }),
    );
  });

  it('never contains a date held only by expired holds', () => {
    fc.assert(
      fc.property(fc.array(occupiedArb, { maxLength: 60 }), (nights) => {
        const merged = new Set(mergeUnavailable(nights, NOW));
        for (const night of nights) {
          const onlyExpired = nights
            .filter((n) => n.date === night.date)
            .every((n) => n.kind === 'held' && n.holdExpiresAt <= NOW);
          if (onlyExpired) expect(merged.has(night.date)).toBe(false);
        }
      }),
    );
  });

  it('keeps only the window when one is given', () => {
    fc.assert(
      fc.property(
        fc.array(occupiedArb, { maxLength: 60 }),
        calendarDateArb(AV_FROM, AV_TO),
        calendarDateArb(AV_FROM, AV_TO),
        (nights, a, b) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const all = mergeUnavailable(nights, NOW);
          expect(mergeUnavailable(nights, NOW, { from, to })).toEqual(
            all.filter((date) => from <= date && date <= to),
          );
        },
      ),
    );
  });
});

// ---- stay rules and money ----

describe('checkStayRules', () => {
  const TODAY_FROM = epochDay(2026, 1, 1);
  it('accepts every stay of 2 to 30 nights, 1 or 2 guests, from today up to the horizon', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: TODAY_FROM, max: TODAY_FROM + 365 }),
        fc.integer({ min: 0, max: 540 }),
        fc.integer({ min: site.stay.minNights, max: site.stay.maxNights }),
        fc.integer({ min: 1, max: site.stay.maxGuests }),
        (todayDay, ahead, nights, guests) => {
          const today = refDate(todayDay);
          const checkIn = refDate(todayDay + ahead);
          fc.pre(checkIn <= horizonEnd(today, site.stay.bookingHorizonMonths));
          const checkOut = refDate(todayDay + ahead + nights);
          expect(checkStayRules({ checkIn, checkOut, guests, today })).toEqual([]);
        },
      ),
    );
  });

  it('refuses every stay of fewer than 2 or more than 30 nights', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -30, max: 1 }), fc.integer({ min: 31, max: 800 })),
        (nights) => {
          const problems = checkStayRules({
            checkIn: '2026-07-10',
            checkOut: refDate(epochDay(2026, 7, 10) + nights),
            guests: 2,
            today: '2026-07-01',
          });
          expect(problems.map((p) => p.field)).toEqual(['checkOut']);
        },
      ),
    );
  });
});

describe('formatEuro', () => {
  it('shows every cent amount exactly, with no or two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const text = formatEuro(cents / 100);
        expect(text).toMatch(/^\d{1,3}(\.?\d{3})*(,\d{2})?\u00a0€$/);
        const back = Number(
          text
            .replace(/\u00a0€$/, '')
            .replaceAll('.', '')
            .replace(',', '.'),
        );
        expect(Math.round(back * 100)).toBe(cents);
        expect(text.includes(',')).toBe(cents % 100 !== 0);
      }),
    );
  });
});
