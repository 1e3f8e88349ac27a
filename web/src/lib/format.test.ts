import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayMonth,
  formatLongDay,
  formatMonthTitle,
  formatsFor,
  nightsLabel,
} from './format';

const NBSP = '\u00a0';

describe('format', () => {
  it('formats dates the Italian way', () => {
    expect(formatDay('2026-07-05')).toBe('05/07/2026');
    expect(formatDayMonth('2026-07-05')).toBe('05/07');
    expect(formatLongDay('2026-07-10')).toBe('venerdì 10 luglio 2026');
    expect(formatMonthTitle('2026-07-01')).toBe('Luglio 2026');
    expect(nightsLabel(1)).toBe('1 notte');
    expect(nightsLabel(3)).toBe('3 notti');
  });

  it("writes an instant in Rome's time in full, for the mails, summer and winter alike", () => {
    expect(formatsFor('it').instant('2026-11-27T07:38:00Z')).toBe(
      'venerdì 27 novembre 2026 alle ore 08:38',
    );
    // 22:05 UTC in July is past midnight in Rome.
    expect(formatsFor('en').instant('2026-07-10T22:05:00Z')).toMatch(
      /^Saturday,? 11 July 2026 at 00:05$/,
    );
  });

  it("names a planning column's weekday and month in short", () => {
    const it = formatsFor('it');
    expect(['2026-07-06', '2026-07-07', '2026-07-12'].map(it.weekdayInitial)).toEqual([
      'L',
      'M',
      'D',
    ]);
    expect(it.monthShort('2026-07-01')).toBe('lug');
    expect(formatsFor('en').monthShort('2026-09-01')).toMatch(/^Sept?$/);
  });

  it('gives the Italian formats by language, as the named ones', () => {
    const it = formatsFor('it');
    expect(it.day('2026-07-05')).toBe('05/07/2026');
    expect(it.date('2026-07-10')).toBe('10 luglio 2026');
    expect(it.euro(85)).toBe(`85${NBSP}€`);
    expect(it.euro(85.5)).toBe(`85,50${NBSP}€`);
    expect(it.number(12345)).toBe('12.345');
    expect(it.score(9.5)).toBe('9,5');
    expect(it.score(10)).toBe('10,0');
    expect(it.month('2025-09')).toBe('settembre 2025');
    expect(it.weekdays[0]).toEqual(['Lun', 'lunedì']);
    expect(it.weekdays.map(([short]) => short)).toEqual([
      'Lun',
      'Mar',
      'Mer',
      'Gio',
      'Ven',
      'Sab',
      'Dom',
    ]);
  });

  it('formats dates, prices and numbers the English way', () => {
    const en = formatsFor('en');
    expect(en.day('2026-07-05')).toBe('05/07/2026');
    expect(en.dayMonth('2026-07-05')).toBe('05/07');
    // ICU's en-GB has written it with and without the comma.
    expect(en.longDay('2026-07-10')).toMatch(/^Friday,? 10 July 2026$/);
    expect(en.date('2026-07-10')).toBe('10 July 2026');
    expect(en.monthTitle('2026-07-01')).toBe('July 2026');
    expect(en.euro(85)).toBe('€85');
    expect(en.euro(85.5)).toBe('€85.50');
    expect(en.number(12345)).toBe('12,345');
    expect(en.score(9.5)).toBe('9.5');
    expect(en.month('2025-09')).toBe('September 2025');
    expect(en.weekdays.map(([short]) => short)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(en.weekdays[6]).toEqual(['Sun', 'Sunday']);
  });
});
