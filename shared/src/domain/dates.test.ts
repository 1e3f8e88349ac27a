import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  countNights,
  dayOfWeek,
  daysBetween,
  eachNight,
  horizonEnd,
  isCalendarDate,
  isWeekendNight,
  isWithin,
  todayInRome,
  toRomeDate,
} from './dates';

describe('isCalendarDate', () => {
  it('accepts real dates in yyyy-MM-dd form', () => {
    expect(isCalendarDate('2026-07-15')).toBe(true);
    expect(isCalendarDate('2026-01-31')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
  });

  it('refuses days that do not exist', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-06-00')).toBe(false);
  });

  it('knows leap years: 29 February exists only in them', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
  });

  it('refuses other shapes: times, slashes, missing zero padding, blanks', () => {
    for (const value of [
      '2026-07-15T00:00:00Z',
      '15/07/2026',
      '2026-7-15',
      '2026-07-5',
      ' 2026-07-15',
      '2026-07-15 ',
      '',
      'domani',
    ]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('is not thrown off by the daylight-saving changes in Rome', () => {
    // Clocks go forward on 29 March 2026 and back on 25 October 2026: each is still one day.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-01', 60)).toBe('2026-04-30');
  });

  it('refuses something that is not a date instead of inventing one', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('keeps the day of the month when it exists', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-03-29', 1)).toBe('2026-04-29');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', -2)).toBe('2026-06-30');
  });

  it('adds 18 months for the booking horizon', () => {
    expect(addMonths('2026-07-02', 18)).toBe('2028-01-02');
    expect(horizonEnd('2026-08-31', 18)).toBe('2028-02-29');
  });
});

describe('countNights and eachNight', () => {
  it('counts the nights of [checkIn, checkOut)', () => {
    expect(countNights('2026-07-10', '2026-07-12')).toBe(2);
    expect(countNights('2026-07-10', '2026-07-10')).toBe(0);
    expect(countNights('2026-07-12', '2026-07-10')).toBe(-2);
    expect(countNights('2026-12-30', '2027-01-02')).toBe(3);
    expect(countNights('2028-02-28', '2028-03-01')).toBe(2);
    expect(countNights('2026-02-28', '2026-03-01')).toBe(1);
  });

  it('counts one night per calendar day across the DST changes', () => {
    expect(countNights('2026-03-28', '2026-03-30')).toBe(2);
    expect(countNights('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('lists the nights slept: check-in included, check-out excluded', () => {
    expect(eachNight('2026-07-10', '2026-07-13')).toEqual([
      '2026-07-10',
      '2026-07-11',
      '2026-07-12',
    ]);
    expect(eachNight('2026-12-31', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('has no nights for an empty or reversed range', () => {
    expect(eachNight('2026-07-10', '2026-07-10')).toEqual([]);
    expect(eachNight('2026-07-12', '2026-07-10')).toEqual([]);
  });

  it('daysBetween matches countNights', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });
});

describe('dayOfWeek and isWeekendNight', () => {
  it('numbers days as Date.getDay does (0 = Sunday)', () => {
    expect(dayOfWeek('2026-07-05')).toBe(0); // Sunday
    expect(dayOfWeek('2026-07-06')).toBe(1); // Monday
    expect(dayOfWeek('2026-07-10')).toBe(5); // Friday
    expect(dayOfWeek('2026-07-11')).toBe(6); // Saturday
    expect(dayOfWeek('1970-01-01')).toBe(4); // Thursday
    expect(dayOfWeek('1969-12-28')).toBe(0); // before the epoch: Sunday
    expect(dayOfWeek('2028-02-29')).toBe(2); // Tuesday
  });

  it('treats Friday, Saturday and Sunday nights as the weekend, and no others', () => {
    const week = eachNight('2026-07-06', '2026-07-13'); // Monday to Sunday
    expect(week.map(isWeekendNight)).toEqual([false, false, false, false, true, true, true]);
  });
});

describe('todayInRome', () => {
  it('is already tomorrow in Rome late in the UTC evening (summer, UTC+2)', () => {
    expect(todayInRome(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(todayInRome(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(todayInRome(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('uses UTC+1 in winter', () => {
    expect(todayInRome(new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15');
    expect(todayInRome(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(todayInRome(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(todayInRome(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('follows the DST switch: UTC+1 before 29 March 2026 at 01:00Z, UTC+2 after', () => {
    expect(todayInRome(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(todayInRome(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayInRome(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(todayInRome(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it('is still today in Rome early in the UTC morning', () => {
    expect(todayInRome(new Date('2026-07-02T00:30:00Z'))).toBe('2026-07-02');
  });

  it('is the same as toRomeDate and always a calendar date', () => {
    const instant = new Date('2026-05-10T12:00:00Z');
    expect(todayInRome(instant)).toBe(toRomeDate(instant));
    expect(isCalendarDate(todayInRome())).toBe(true);
  });
});

describe('compareDates and isWithin', () => {
  it('orders dates as the calendar does', () => {
    expect(compareDates('2026-07-09', '2026-07-10')).toBe(-1);
    expect(compareDates('2026-07-10', '2026-07-10')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('includes both ends', () => {
    expect(isWithin('2026-07-01', '2026-07-01', '2026-07-31')).toBe(true);
    expect(isWithin('2026-07-31', '2026-07-01', '2026-07-31')).toBe(true);
    expect(isWithin('2026-06-30', '2026-07-01', '2026-07-31')).toBe(false);
    expect(isWithin('2026-08-01', '2026-07-01', '2026-07-31')).toBe(false);
  });
});
