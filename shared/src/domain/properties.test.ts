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
  DISCOUNT_MIN_NIGHTS,
  isDiscountType,
  PRICING_RULE_TYPES,
  type PriceRule,
  priceStay,
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

/** Does `rule` compete for the price of `night`? (ARCHITECTURE: Pricing, restated.) */
function competes(rule: PriceRule, night: CalendarDate): boolean {
  const dow = new Date(refDay(night) * DAY_MS).getUTCDay();
  return (
    rule.isActive &&
    !isDiscountType(rule.type) &&
    rule.startDate <= night &&
    night <= rule.endDate &&
    (rule.type !== 'weekend' || dow === 5 || dow === 6 || dow === 0) &&
    (rule.pricePerNight ?? 0) > 0
  );
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

describe('priceStay', () => {
  it('total = sum of the nightly prices less the discount', () => {
    fc.assert(
      fc.property(
        basePriceArb,
        rulesArb,
        pricingStayArb,
        (base, rules, { checkIn, checkOut, nights }) => {
          const price = priceStay(base, rules, checkIn, checkOut);
          const sum = price.nightly.reduce((total, night) => total + night.priceCents, 0);
          expect(price.nights).toBe(nights);
          expect(price.nightly.map((n) => n.date)).toEqual(eachNight(checkIn, checkOut));
          expect(price.subtotalCents).toBe(sum);
          expect(price.totalCents).toBe(sum - (price.discount?.amountCents ?? 0));
          expect(price.totalCents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(price.totalCents)).toBe(true);
          if (price.discount) {
            expect(price.discount.amountCents).toBe(
              Math.round((sum * price.discount.percentage) / 100),
            );
          }
        },
      ),
    );
  });

  it('pricePerNight x nights is the total within rounding', () => {
    fc.assert(
      fc.property(
        basePriceArb,
        rulesArb,
        pricingStayArb,
        (base, rules, { checkIn, checkOut, nights }) => {
          const price = priceStay(base, rules, checkIn, checkOut);
          expect(Number.isInteger(price.pricePerNightCents)).toBe(true);
          expect(
            Math.abs(price.pricePerNightCents * nights - price.totalCents),
          ).toBeLessThanOrEqual(nights / 2);
        },
      ),
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
            const price = priceStay(base, set, checkIn, checkOut);
            expect(price.totalCents).toBe(base * 100 * nights);
            expect(price.pricePerNightCents).toBe(base * 100);
            expect(price.discount).toBeNull();
          }
        },
      ),
    );
  });

  it('each night costs the price of the lowest-priority-number competing rule, else the base', () => {
    fc.assert(
      fc.property(basePriceArb, rulesArb, pricingStayArb, (base, rules, { checkIn, checkOut }) => {
        for (const night of priceStay(base, rules, checkIn, checkOut).nightly) {
          const competing = rules.filter((rule) => competes(rule, night.date));
          if (competing.length === 0) {
            expect(night).toMatchObject({
              priceCents: base * 100,
              ruleId: null,
              source: 'base_price',
            });
            continue;
          }
          const winner = rules.find((rule) => rule.id === night.ruleId);
          expect(winner, night.date).toBeDefined();
          expect(competing).toContain(winner);
          expect(night.priceCents).toBe((winner?.pricePerNight ?? 0) * 100);
          expect(winner?.priority).toBe(Math.min(...competing.map((rule) => rule.priority)));
        }
      }),
    );
  });

  it('applies the best active discount the stay length qualifies for, covering the check-in', () => {
    fc.assert(
      fc.property(
        basePriceArb,
        rulesArb,
        pricingStayArb,
        (base, rules, { checkIn, checkOut, nights }) => {
          const qualifying = rules.filter(
            (rule) =>
              rule.isActive &&
              isDiscountType(rule.type) &&
              nights >= DISCOUNT_MIN_NIGHTS[rule.type] &&
              rule.startDate <= checkIn &&
              checkIn <= rule.endDate &&
              (rule.discountPercentage ?? 0) > 0,
          );
          const { discount } = priceStay(base, rules, checkIn, checkOut);
          if (qualifying.length === 0) {
            expect(discount).toBeNull();
          } else {
            expect(discount?.percentage).toBe(
              Math.max(...qualifying.map((rule) => rule.discountPercentage ?? 0)),
            );
            expect(qualifying.map((rule) => rule.id)).toContain(discount?.ruleId);
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
        pricingStayArb,
        (base, [rules, shuffled], { checkIn, checkOut }) => {
          expect(priceStay(base, shuffled, checkIn, checkOut)).toEqual(
            priceStay(base, rules, checkIn, checkOut),
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
