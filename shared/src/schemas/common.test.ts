import { describe, expect, it } from 'vitest';
import { apartmentId, calendarDate, entityId } from './common';

describe('calendarDate', () => {
  it('accepts real dates, including 29 February of leap years', () => {
    for (const date of ['2026-07-15', '2026-02-28', '2028-02-29', '2026-12-31']) {
      expect(calendarDate.safeParse(date).success, date).toBe(true);
    }
  });

  it('refuses impossible dates and other shapes with one Italian message', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-7-15',
      '2026-07-15T10:00:00Z',
      '15/07/2026',
      '',
    ]) {
      const result = calendarDate.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Data non valida: usa il formato aaaa-mm-gg');
    }
    expect(calendarDate.safeParse(20260715).success).toBe(false);
    expect(calendarDate.safeParse(null).success).toBe(false);
  });

  it('refuses years no stay falls in (0000-0099 would be read as 19xx)', () => {
    for (const value of ['0001-01-01', '0099-12-31', '1999-12-31', '2101-01-01', '9999-12-31']) {
      const result = calendarDate.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([
        "Data fuori dall'intervallo consentito (anni 2000-2100)",
      ]);
    }
    expect(calendarDate.safeParse('2100-12-31').success).toBe(true);
  });
});

describe('apartmentId', () => {
  it('accepts the canonical ids only; aliases are resolved before, by the handlers', () => {
    expect(apartmentId.safeParse('appartamento-3').success).toBe(true);
    const result = apartmentId.safeParse('appartamento3');
    expect(result.error?.issues[0]?.message).toBe('Appartamento non valido');
  });
});

describe('generic messages', () => {
  it('are in Italian (zod it locale)', () => {
    const message = entityId.safeParse('').error?.issues[0]?.message ?? '';
    expect(message).toMatch(/caratteri/);
    expect(message).not.toMatch(/Too small|characters/);
  });
});
