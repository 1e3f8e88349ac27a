import { describe, expect, it } from 'vitest';
import {
  blockedCheckOut,
  clampDate,
  dayState,
  monthGrid,
  nextFriday,
  quickRange,
  restartReason,
  selectDay,
} from './calendar-logic';
import { moveFocus } from './grid-keys';

const TODAY = '2026-07-01'; // a Wednesday
const none = new Set<string>();

describe('selectDay', () => {
  it('starts, completes, restarts and starts over (product §4)', () => {
    const first = selectDay({}, '2026-07-10');
    expect(first).toEqual({ checkIn: '2026-07-10' });
    expect(selectDay(first, '2026-07-12')).toEqual({
      checkIn: '2026-07-10',
      checkOut: '2026-07-12',
    });
    expect(selectDay(first, '2026-07-10')).toEqual({ checkIn: '2026-07-10' });
    expect(selectDay(first, '2026-07-08')).toEqual({ checkIn: '2026-07-08' });
    expect(selectDay({ checkIn: '2026-07-10', checkOut: '2026-07-12' }, '2026-07-20')).toEqual({
      checkIn: '2026-07-20',
    });
  });
});

describe('blockedCheckOut', () => {
  const taken = new Set(['2026-07-12', '2026-07-13']);
  const awaiting = { checkIn: '2026-07-10' };
  it('names the first taken night between the check-in and a day past it', () => {
    expect(blockedCheckOut(awaiting, '2026-07-15', taken)).toEqual({
      date: '2026-07-15',
      takenNight: '2026-07-12',
      canStartHere: true,
    });
    // A taken day itself cannot start a stay either.
    expect(blockedCheckOut(awaiting, '2026-07-13', taken)?.canStartHere).toBe(false);
  });
  it('is nothing for a day that can end the stay, or when no check-out is awaited', () => {
    expect(blockedCheckOut(awaiting, '2026-07-12', taken)).toBeUndefined();
    expect(blockedCheckOut({}, '2026-07-15', taken)).toBeUndefined();
    expect(blockedCheckOut({ ...awaiting, checkOut: '2026-07-11' }, '2026-07-15', taken)).toBe(
      undefined,
    );
  });
});

describe('dayState', () => {
  const taken = new Set(['2026-07-12', '2026-07-13']);
  it('disables past and unavailable days', () => {
    expect(dayState('2026-06-30', TODAY, none, {}).disabled).toBe(true);
    expect(dayState('2026-07-01', TODAY, none, {}).isToday).toBe(true);
    expect(dayState('2026-07-12', TODAY, taken, {}).disabled).toBe(true);
    expect(dayState('2026-07-11', TODAY, taken, {}).disabled).toBe(false);
  });
  it('lets a check-out fall on an unavailable day when the nights before are free', () => {
    const range = { checkIn: '2026-07-10' };
    expect(dayState('2026-07-12', TODAY, taken, range).disabled).toBe(false);
    expect(dayState('2026-07-13', TODAY, taken, range).disabled).toBe(true);
    expect(dayState('2026-07-15', TODAY, taken, range).disabled).toBe(true);
  });
  it('marks the range', () => {
    const range = { checkIn: '2026-07-10', checkOut: '2026-07-13' };
    expect(dayState('2026-07-10', TODAY, none, range).isStart).toBe(true);
    expect(dayState('2026-07-11', TODAY, none, range).inRange).toBe(true);
    expect(dayState('2026-07-13', TODAY, none, range).isEnd).toBe(true);
  });
});

describe('monthGrid', () => {
  it('starts weeks on Monday', () => {
    const weeks = monthGrid(2026, 7); // 1 July 2026 is a Wednesday
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
});

describe('quickRange', () => {
  it('weekend is two nights from the next Friday', () => {
    expect(nextFriday('2026-07-01')).toBe('2026-07-03');
    expect(nextFriday('2026-07-03')).toBe('2026-07-10');
    expect(quickRange('weekend', TODAY, none)).toEqual({
      checkIn: '2026-07-03',
      checkOut: '2026-07-05',
    });
  });
  it('other options start tomorrow', () => {
    expect(quickRange('three-nights', TODAY, none)).toEqual({
      checkIn: '2026-07-02',
      checkOut: '2026-07-05',
    });
    expect(quickRange('week', TODAY, none)).toEqual({
      checkIn: '2026-07-02',
      checkOut: '2026-07-09',
    });
    expect(quickRange('ten-days', TODAY, none)).toEqual({
      checkIn: '2026-07-02',
      checkOut: '2026-07-12',
    });
  });
  it('shifts the start past taken nights, up to 30 tries', () => {
    expect(quickRange('three-nights', TODAY, new Set(['2026-07-03']))).toEqual({
      checkIn: '2026-07-04',
      checkOut: '2026-07-07',
    });
    const month = new Set(
      Array.from({ length: 40 }, (_, i) => `2026-07-${String(i + 2).padStart(2, '0')}`).filter(
        (d) => d <= '2026-07-31',
      ),
    );
    const blocked = new Set([
      ...month,
      ...Array.from({ length: 9 }, (_, i) => `2026-08-0${i + 1}`),
    ]);
    expect(quickRange('three-nights', TODAY, blocked)).toBeUndefined();
  });
});

describe('moveFocus (the grid keys)', () => {
  const day = '2026-07-01'; // a Wednesday
  it('moves by a day, a week, to the week ends, by a month or a year', () => {
    expect(moveFocus(day, 'ArrowLeft')).toBe('2026-06-30');
    expect(moveFocus(day, 'ArrowRight')).toBe('2026-07-02');
    expect(moveFocus(day, 'ArrowUp')).toBe('2026-06-24');
    expect(moveFocus(day, 'ArrowDown')).toBe('2026-07-08');
    expect(moveFocus(day, 'Home')).toBe('2026-06-29'); // Monday
    expect(moveFocus(day, 'End')).toBe('2026-07-05'); // Sunday
    expect(moveFocus('2026-07-05', 'End')).toBe('2026-07-05');
    expect(moveFocus('2026-06-29', 'Home')).toBe('2026-06-29');
    expect(moveFocus(day, 'PageDown')).toBe('2026-08-01');
    expect(moveFocus('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveFocus(day, 'PageUp', true)).toBe('2025-07-01');
  });
  it('stays inside the window', () => {
    expect(clampDate('2026-06-30', TODAY)).toBe(TODAY);
    expect(clampDate('2026-07-30', undefined, '2026-07-10')).toBe('2026-07-10');
    expect(clampDate('2026-07-05', TODAY, '2026-07-10')).toBe('2026-07-05');
  });
});

describe('restartReason', () => {
  it('names why a pick starts the stay again', () => {
    expect(restartReason({}, '2026-07-10')).toBeUndefined();
    expect(restartReason({ checkIn: '2026-07-10' }, '2026-07-12')).toBeUndefined();
    expect(restartReason({ checkIn: '2026-07-10' }, '2026-07-08')).toBe('before-check-in');
    expect(restartReason({ checkIn: '2026-07-10', checkOut: '2026-07-12' }, '2026-07-20')).toBe(
      'new-stay',
    );
  });
});
