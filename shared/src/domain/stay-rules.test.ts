import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { arrivalDay, checkStayAgainstRules } from './stay-rule-check';
import { isoWeekday, type StayRule, stayPolicyAt, stayRuleText } from './stay-rules';

// 2026-08-02 is a Sunday, 2026-08-03 a Monday.
const august: StayRule = {
  id: 'august',
  startDate: '2026-08-01',
  endDate: '2026-08-31',
  minNights: 5,
  priority: 2,
};
const TODAY = '2026-07-01';
const check = (
  checkIn: string,
  checkOut: string,
  rules: StayRule[],
  isTaken?: (d: string) => boolean,
) => checkStayAgainstRules({ checkIn, checkOut, today: TODAY, rules, isTaken });

describe('stay rules by period', () => {
  it('numbers weekdays 1 = Monday ... 7 = Sunday', () => {
    expect(isoWeekday('2026-08-03')).toBe(1);
    expect(isoWeekday('2026-08-02')).toBe(7);
  });

  it('a 5-night minimum in August refuses 3 nights there; the 2-night default holds elsewhere', () => {
    expect(check('2026-08-10', '2026-08-13', [august]).problems).toMatchObject([
      {
        field: 'checkOut',
        rule: 'minNights',
        message: 'Per questo arrivo il soggiorno minimo è di 5 notti',
        // The code and figures a page in another language words itself.
        reason: { code: 'minStay', nights: 5, byRule: true },
      },
    ]);
    expect(check('2026-08-10', '2026-08-15', [august]).problems).toEqual([]);
    // The minimum is the one of the check-in date: a stay arriving in July is not bound by August's.
    expect(check('2026-07-30', '2026-08-02', [august]).problems).toEqual([]);
    expect(check('2026-07-30', '2026-07-31', [august]).problems.map((p) => p.rule)).toEqual([
      'minNights',
    ]);
  });

  it('overlapping rules resolve by priority, then the shorter period', () => {
    const ferragosto: StayRule = {
      id: 'ferragosto',
      startDate: '2026-08-13',
      endDate: '2026-08-17',
      minNights: 3,
      priority: 1,
    };
    expect(stayPolicyAt([august, ferragosto], '2026-08-14')).toMatchObject({
      ruleId: 'ferragosto',
      minNights: 3,
    });
    expect(stayPolicyAt([august, { ...ferragosto, priority: 3 }], '2026-08-14').ruleId).toBe(
      'august',
    );
    expect(stayPolicyAt([august, { ...ferragosto, priority: 2 }], '2026-08-14').ruleId).toBe(
      'ferragosto',
    );
  });

  it('a Sunday closed to arrival cannot be a check-in day, a Saturday closed to departure no check-out', () => {
    const rule = { ...august, minNights: 2, closedToArrival: [7], closedToDeparture: [6] };
    expect(check('2026-08-02', '2026-08-05', [rule]).problems).toMatchObject([
      {
        field: 'checkIn',
        rule: 'closedToArrival',
        message:
          'Non si può arrivare di domenica in questo periodo: scegli un altro giorno di check-in',
      },
    ]);
    expect(check('2026-08-03', '2026-08-08', [rule]).problems.map((p) => p.rule)).toEqual([
      'closedToDeparture',
    ]);
    expect(check('2026-08-03', '2026-08-07', [rule]).problems).toEqual([]);
  });

  it('enforces the maximum, the lead time and the horizon of the check-in date', () => {
    const rule = { ...august, minNights: 2, maxNights: 7, minLeadDays: 3, maxAdvanceDays: 40 };
    expect(check('2026-08-03', '2026-08-11', [rule]).problems.map((p) => p.rule)).toEqual([
      'maxNights',
    ]);
    const near = checkStayAgainstRules({
      checkIn: '2026-08-03',
      checkOut: '2026-08-05',
      today: '2026-08-01',
      rules: [rule],
    });
    expect(near.problems).toMatchObject([
      {
        field: 'checkIn',
        rule: 'minLead',
        message: "Per questo periodo si prenota almeno 3 giorni prima dell'arrivo",
      },
    ]);
    // 2026-07-01 to 2026-08-20 is 50 days: beyond the 40-day horizon of the period.
    expect(check('2026-08-20', '2026-08-22', [rule]).problems.map((p) => p.rule)).toEqual([
      'maxAdvance',
    ]);
  });

  describe('gap nights', () => {
    // Sold: 10-11 August and from 14 August: the nights of 12 and 13 are a 2-night gap.
    const taken = (date: string) =>
      ['2026-08-10', '2026-08-11'].includes(date) || (date >= '2026-08-14' && date <= '2026-08-20');

    it('a gap shorter than the minimum is bookable as exactly that gap', () => {
      const whole = check('2026-08-12', '2026-08-14', [august], taken);
      expect(whole).toMatchObject({ problems: [], gap: true });
    });

    it('part of a gap is refused, saying which dates are bookable', () => {
      expect(check('2026-08-12', '2026-08-13', [august], taken).problems).toMatchObject([
        {
          field: 'checkOut',
          rule: 'minNights',
          message:
            'Tra due soggiorni sono libere solo 2 notti: si prenotano per intero, dal 12/08 al 14/08',
        },
      ]);
    });

    it('is not sold where the rule says so, nor without a rule (the terms stay as they were)', () => {
      expect(check('2026-08-12', '2026-08-14', [{ ...august, gapFill: false }], taken).gap).toBe(
        false,
      );
      const oneNight = (date: string) => date === '2026-09-10' || date === '2026-09-12';
      expect(check('2026-09-11', '2026-09-12', [], oneNight).problems).toHaveLength(1);
    });

    it('an open-ended free run is no gap', () => {
      const before = (date: string) => date <= '2026-08-11';
      expect(check('2026-08-12', '2026-08-14', [august], before).gap).toBe(false);
    });
  });

  describe('what a picker shows of a check-in day', () => {
    it('states the minimum and maximum of a day open to arrival', () => {
      expect(arrivalDay([{ ...august, maxNights: 14 }], '2026-08-10', TODAY)).toEqual({
        canArrive: true,
        minNights: 5,
        maxNights: 14,
      });
      expect(arrivalDay([], '2026-09-10', TODAY)).toEqual({
        canArrive: true,
        minNights: 2,
        maxNights: site.stay.maxNights,
      });
    });

    it('marks a day closed to arrival with its reason', () => {
      expect(arrivalDay([{ ...august, closedToArrival: [7] }], '2026-08-02', TODAY)).toEqual({
        canArrive: false,
        reason: { code: 'closedToArrival', date: '2026-08-02' },
      });
      expect(stayRuleText({ code: 'closedToArrival', date: '2026-08-02' })).toBe(
        'Non si può arrivare di domenica in questo periodo: scegli un altro giorno di check-in',
      );
    });

    it('offers a gap from its first night only, for exactly its length', () => {
      const taken = (date: string) => date === '2026-08-11' || date === '2026-08-14';
      expect(arrivalDay([august], '2026-08-12', TODAY, taken)).toEqual({
        canArrive: true,
        minNights: 2,
        maxNights: 2,
        gap: { to: '2026-08-14' },
      });
      expect(arrivalDay([august], '2026-08-13', TODAY, taken)).toMatchObject({ canArrive: false });
    });
  });
});
