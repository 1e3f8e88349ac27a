import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addDays } from '../domain/dates';
import { checkAvailabilityRequest, searchAvailabilityRequest } from './availability';

/** The issues as a 400 answer names them: `field: message`. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const check = (checkIn: unknown, checkOut: unknown, extra: object = {}) =>
  problems(checkAvailabilityRequest, { apartmentId: 'appartamento1', checkIn, checkOut, ...extra });

describe('checkAvailabilityRequest', () => {
  it('accepts a valid range; the id may be any alias, resolved by the handler', () => {
    expect(check('2026-07-10', '2026-07-12')).toEqual([]);
  });

  it('refuses a check-out on or before the check-in, naming checkOut', () => {
    const message = 'checkOut: La data di check-out deve essere successiva al check-in';
    expect(check('2026-07-10', '2026-07-09')).toEqual([message]);
    expect(check('2026-07-10', '2026-07-10')).toEqual([message]);
  });

  it('accepts 30 nights (the longest stay) and refuses 31', () => {
    expect(check('2026-07-10', addDays('2026-07-10', 30))).toEqual([]);
    expect(check('2026-07-10', addDays('2026-07-10', 31))).toEqual([
      'checkOut: Il soggiorno può durare al massimo 30 notti',
    ]);
  });

  it('answers an impossible date with an issue, never by throwing (no 500)', () => {
    expect(() => check('2026-02-30', '2026-03-02')).not.toThrow();
    expect(check('2026-02-30', '2026-03-02')).toEqual([
      'checkIn: Data non valida: usa il formato aaaa-mm-gg',
    ]);
    expect(check('2026-03-01', 'domani')).toEqual([
      'checkOut: Data non valida: usa il formato aaaa-mm-gg',
    ]);
    expect(check(12, null)).toHaveLength(2);
  });

  it('refuses extra and missing fields', () => {
    expect(check('2026-07-10', '2026-07-12', { price: 1 })).toHaveLength(1);
    expect(
      problems(checkAvailabilityRequest, { checkIn: '2026-07-10', checkOut: '2026-07-12' }),
    ).toEqual([expect.stringMatching(/^apartmentId: /)]);
  });
});

describe('searchAvailabilityRequest', () => {
  const search = (startDate: unknown, endDate: unknown, extra: object = {}) =>
    problems(searchAvailabilityRequest, { startDate, endDate, ...extra });

  it('accepts a valid range', () => {
    expect(search('2026-07-10', '2026-07-12')).toEqual([]);
  });

  it('names endDate when the range is reversed or too long', () => {
    expect(search('2026-07-10', '2026-07-01')).toEqual([
      'endDate: La data di check-out deve essere successiva al check-in',
    ]);
    expect(search('2026-01-01', '2027-01-02')).toEqual([
      'endDate: Il soggiorno può durare al massimo 30 notti',
    ]);
  });

  it('answers impossible dates and extra fields with issues', () => {
    expect(search('2026-02-29', '2026-03-05')).toEqual([
      'startDate: Data non valida: usa il formato aaaa-mm-gg',
    ]);
    expect(search('2026-07-10', '2026-07-12', { guests: 2 })).toHaveLength(1);
  });
});
