import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './dates';
import { checkStayRules } from './stay';
import { STAY_MESSAGES } from './stay-terms';

const TODAY = '2026-07-01';
const stay = (checkIn: string, checkOut: string, guests = 2) =>
  checkStayRules({ checkIn, checkOut, guests, today: TODAY });

describe('checkStayRules', () => {
  it('accepts a 2-night stay for 2 guests starting today', () => {
    expect(stay(TODAY, '2026-07-03')).toEqual([]);
  });

  it('refuses a check-in in the past (in Catania)', () => {
    expect(stay('2026-06-30', '2026-07-03')).toMatchObject([
      {
        field: 'checkIn',
        message: 'La data di check-in non può essere nel passato',
        check: 'pastCheckIn',
      },
    ]);
  });

  it('refuses a single night: the minimum stay is 2 nights', () => {
    expect(stay('2026-07-10', '2026-07-11')).toMatchObject([
      {
        field: 'checkOut',
        rule: 'minNights',
        message: 'Il soggiorno minimo richiesto è di 2 notti',
      },
    ]);
  });

  it('refuses a check-out on or before the check-in', () => {
    for (const checkOut of ['2026-07-10', '2026-07-09']) {
      expect(stay('2026-07-10', checkOut)).toMatchObject([
        {
          field: 'checkOut',
          message: 'La data di check-out deve essere successiva al check-in',
          check: 'checkOutAfterCheckIn',
        },
      ]);
    }
  });

  it('accepts up to 30 nights (the longest stay the site sells), refuses 31', () => {
    expect(stay('2026-07-10', addDays('2026-07-10', 30))).toEqual([]);
    expect(stay('2026-07-10', addDays('2026-07-10', 31))).toMatchObject([
      {
        field: 'checkOut',
        rule: 'maxNights',
        message: 'Il soggiorno può durare al massimo 30 notti',
      },
    ]);
  });

  it('accepts 1 or 2 guests and nothing else', () => {
    expect(stay('2026-07-10', '2026-07-12', 1)).toEqual([]);
    expect(stay('2026-07-10', '2026-07-12', 2)).toEqual([]);
    expect(stay('2026-07-10', '2026-07-12', 0)).toMatchObject([
      { field: 'guests', message: 'Almeno 1 ospite', check: 'minGuests' },
    ]);
    expect(stay('2026-07-10', '2026-07-12', 3)).toMatchObject([
      { field: 'guests', message: 'Massimo 2 ospiti', check: 'maxGuests' },
    ]);
    expect(stay('2026-07-10', '2026-07-12', 1.5)).toHaveLength(1);
    expect(stay('2026-07-10', '2026-07-12', Number.NaN)).toHaveLength(1);
  });

  it('accepts a check-in up to 18 months ahead, not a day later', () => {
    const horizon = addMonths(TODAY, 18);
    expect(horizon).toBe('2028-01-01');
    expect(stay(horizon, addDays(horizon, 2))).toEqual([]);
    expect(stay(addDays(horizon, 1), addDays(horizon, 3))).toMatchObject([
      {
        field: 'checkIn',
        message: 'Si può prenotare fino a 18 mesi in anticipo',
        check: 'beyondHorizon',
      },
    ]);
  });

  it('reports every problem at once', () => {
    const problems = checkStayRules({
      checkIn: '2026-06-20',
      checkOut: '2026-06-21',
      guests: 3,
      today: TODAY,
    });
    expect(problems.map((p) => p.field)).toEqual(['checkIn', 'checkOut', 'guests']);
  });

  it('speaks with the same words as the schemas', () => {
    expect(stay('2026-07-10', '2026-07-11')[0]?.message).toBe(STAY_MESSAGES.minStay);
  });
});

describe('STAY_MESSAGES', () => {
  it('state the stay limits of the site config', () => {
    expect(STAY_MESSAGES.minStay).toBe('Il soggiorno minimo richiesto è di 2 notti');
    expect(STAY_MESSAGES.maxGuests).toBe('Massimo 2 ospiti');
    expect(STAY_MESSAGES.tooLong).toBe('Il soggiorno può durare al massimo 30 notti');
  });
});
