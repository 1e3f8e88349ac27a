import { describe, expect, it } from 'vitest';
import { bookingCode, chunk, formatLongDate, formatShortDate } from './booking';
import { guestsLabel, nightsLabel } from './formats';

describe('bookingCode', () => {
  it('is the first 8 characters of the id, upper case', () => {
    expect(bookingCode('3f2a9c1e-7b4d-4e8a-9f00-123456789abc')).toBe('3F2A9C1E');
  });
});

describe('formatLongDate', () => {
  it('names the weekday in Italian, the same day in every time zone', () => {
    expect(formatLongDate('2026-05-01')).toBe('venerdì 1 maggio 2026');
    expect(formatLongDate('2026-03-29')).toBe('domenica 29 marzo 2026'); // DST change in Rome
    expect(formatLongDate('2026-12-31')).toBe('giovedì 31 dicembre 2026');
  });
  it('has a short dd/MM/yyyy twin', () => {
    expect(formatShortDate('2026-05-01')).toBe('01/05/2026');
  });
});

describe('chunk', () => {
  it('splits in runs of at most n, keeping order', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 100)).toEqual([]);
    expect(
      chunk(
        Array.from({ length: 200 }, (_, i) => i),
        100,
      ).map((r) => r.length),
    ).toEqual([100, 100]);
  });
  it('refuses a size below 1', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('labels', () => {
  it('agree in number', () => {
    expect(nightsLabel(1)).toBe('1 notte');
    expect(nightsLabel(3)).toBe('3 notti');
    expect(guestsLabel(1)).toBe('1 ospite');
    expect(guestsLabel(2)).toBe('2 ospiti');
  });
});
