import { describe, expect, it } from 'vitest';
import {
  conflictingNights,
  isOccupied,
  isRangeBookable,
  mergeUnavailable,
  nextUnavailableDate,
  type OccupiedNight,
} from './availability';

const NOW = Date.parse('2026-07-01T10:00:00Z');
const MINUTE = 60_000;

describe('isOccupied', () => {
  it('sold and imported nights are always occupied', () => {
    expect(isOccupied({ date: '2026-07-10', kind: 'sold' }, NOW)).toBe(true);
    expect(isOccupied({ date: '2026-07-10', kind: 'blocked' }, NOW)).toBe(true);
  });

  it('a hold counts until it expires, not at or after its expiry', () => {
    const held = (at: number): OccupiedNight => ({
      date: '2026-07-10',
      kind: 'held',
      holdExpiresAt: at,
    });
    expect(isOccupied(held(NOW + 30 * MINUTE), NOW)).toBe(true);
    expect(isOccupied(held(NOW + 1), NOW)).toBe(true);
    expect(isOccupied(held(NOW), NOW)).toBe(false);
    expect(isOccupied(held(NOW - MINUTE), NOW)).toBe(false);
  });
});

describe('mergeUnavailable', () => {
  it('merges sold nights, live holds and imported blocks, sorted and without repeats', () => {
    const nights: OccupiedNight[] = [
      { date: '2026-07-12', kind: 'blocked' },
      { date: '2026-07-10', kind: 'sold' },
      { date: '2026-07-11', kind: 'held', holdExpiresAt: NOW + 10 * MINUTE },
      { date: '2026-07-10', kind: 'blocked' }, // same night imported and sold
      { date: '2026-07-12', kind: 'blocked' }, // same night from two feeds
      { date: '2026-06-30', kind: 'sold' },
    ];
    expect(mergeUnavailable(nights, NOW)).toEqual([
      '2026-06-30',
      '2026-07-10',
      '2026-07-11',
      '2026-07-12',
    ]);
  });

  it('frees the nights of an expired hold', () => {
    const nights: OccupiedNight[] = [
      { date: '2026-07-10', kind: 'held', holdExpiresAt: NOW - MINUTE },
      { date: '2026-07-11', kind: 'held', holdExpiresAt: NOW - MINUTE },
      { date: '2026-07-12', kind: 'sold' },
    ];
    expect(mergeUnavailable(nights, NOW)).toEqual(['2026-07-12']);
  });

  it('keeps a night whose hold expired when it is also sold', () => {
    const nights: OccupiedNight[] = [
      { date: '2026-07-10', kind: 'held', holdExpiresAt: NOW - MINUTE },
      { date: '2026-07-10', kind: 'sold' },
    ];
    expect(mergeUnavailable(nights, NOW)).toEqual(['2026-07-10']);
  });

  it('keeps only the dates within the window, both ends included', () => {
    const nights: OccupiedNight[] = ['2026-06-30', '2026-07-01', '2027-12-31', '2028-01-01'].map(
      (date) => ({ date, kind: 'sold' }),
    );
    expect(mergeUnavailable(nights, NOW, { from: '2026-07-01', to: '2027-12-31' })).toEqual([
      '2026-07-01',
      '2027-12-31',
    ]);
  });

  it('sorts across months and years as the calendar does', () => {
    const nights: OccupiedNight[] = ['2027-01-02', '2026-12-31', '2026-09-05', '2026-10-01'].map(
      (date) => ({ date, kind: 'blocked' }),
    );
    expect(mergeUnavailable(nights, NOW)).toEqual([
      '2026-09-05',
      '2026-10-01',
      '2026-12-31',
      '2027-01-02',
    ]);
  });

  it('is empty when nothing is occupied', () => {
    expect(mergeUnavailable([], NOW)).toEqual([]);
  });
});

describe('conflictingNights and isRangeBookable', () => {
  const unavailable = ['2026-07-10', '2026-07-11', '2026-07-20'];

  it('names the nights of the stay that are taken', () => {
    expect(conflictingNights(unavailable, '2026-07-08', '2026-07-12')).toEqual([
      '2026-07-10',
      '2026-07-11',
    ]);
    expect(isRangeBookable(unavailable, '2026-07-08', '2026-07-12')).toBe(false);
  });

  it('accepts a stay whose check-out falls on an unavailable day (back-to-back stays)', () => {
    expect(conflictingNights(unavailable, '2026-07-07', '2026-07-10')).toEqual([]);
    expect(isRangeBookable(unavailable, '2026-07-07', '2026-07-10')).toBe(true);
  });

  it('accepts a check-in on the day after the last unavailable night', () => {
    expect(isRangeBookable(unavailable, '2026-07-12', '2026-07-15')).toBe(true);
  });

  it('refuses a check-in on an unavailable night', () => {
    expect(isRangeBookable(unavailable, '2026-07-11', '2026-07-13')).toBe(false);
    expect(isRangeBookable(unavailable, '2026-07-20', '2026-07-22')).toBe(false);
  });

  it('refuses a stay that wraps around an unavailable night', () => {
    expect(conflictingNights(unavailable, '2026-07-15', '2026-07-25')).toEqual(['2026-07-20']);
  });

  it('takes a Set as well as an array', () => {
    expect(isRangeBookable(new Set(unavailable), '2026-07-09', '2026-07-11')).toBe(false);
    expect(isRangeBookable(new Set(unavailable), '2026-07-12', '2026-07-20')).toBe(true);
  });
});

describe('nextUnavailableDate', () => {
  it('is the first unavailable date on or after the given day', () => {
    const unavailable = ['2026-08-15', '2026-07-20', '2026-07-10'];
    expect(nextUnavailableDate(unavailable, '2026-07-01')).toBe('2026-07-10');
    expect(nextUnavailableDate(unavailable, '2026-07-10')).toBe('2026-07-10');
    expect(nextUnavailableDate(unavailable, '2026-07-11')).toBe('2026-07-20');
    expect(nextUnavailableDate(unavailable, '2026-08-16')).toBeUndefined();
    expect(nextUnavailableDate([], '2026-07-01')).toBeUndefined();
  });

  it('does not reorder the caller list', () => {
    const unavailable = ['2026-08-15', '2026-07-20'];
    nextUnavailableDate(unavailable, '2026-07-01');
    expect(unavailable).toEqual(['2026-08-15', '2026-07-20']);
  });
});
