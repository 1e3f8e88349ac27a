import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { isoWeekday, type StayRule } from '@catania/shared/domain/stay-rules';
import { describe, expect, it } from 'vitest';
import { dayState } from '../components/date-range-picker/calendar-logic';
import calendarEn from '../i18n/catalogues/en/calendar';
import commonEn from '../i18n/catalogues/en/common';
import calendarIt from '../i18n/catalogues/it/calendar';
import commonIt from '../i18n/catalogues/it/common';
import { formatsFor } from '../lib/format';
import { arrivalHint, type StayRulesContext, type StayWords, stayDayRules } from './stay-rules';

const ITALIAN: StayWords = { t: calendarIt, nights: commonIt.nights, day: formatsFor('it').day };
const ENGLISH: StayWords = { t: calendarEn, nights: commonEn.nights, day: formatsFor('en').day };
/** The calendar's marks as an Italian page shows them. */
const marks = (context: StayRulesContext) => stayDayRules(context, ITALIAN);

/** The first day on or after `from` that falls on `weekday` (1 = Monday ... 7 = Sunday). */
function next(weekday: number, from: string): string {
  let date = from;
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}

const today = todayInRome();
const start = addDays(today, 20);
// An August-like period: 5 nights minimum, no arrivals on Sunday, no departures on Saturday.
const summer: StayRule = {
  id: 'summer',
  startDate: start,
  endDate: addDays(start, 60),
  minNights: 5,
  closedToArrival: [7],
  closedToDeparture: [6],
  gapFill: true,
  priority: 1,
};
const monday = next(1, addDays(start, 7));

describe('stayDayRules: the calendar marks the stay rules before the guest picks', () => {
  it('marks nothing for an apartment without stay rules', () => {
    expect(marks({ stayRules: [] })).toBeUndefined();
    expect(marks({})).toBeUndefined();
  });

  it('closes a Sunday to arrival with its reason and states a longer minimum on other days', () => {
    const ruleOf = marks({ stayRules: [summer] });
    const sunday = next(7, monday);
    expect(ruleOf?.(sunday, {})).toEqual({
      closed:
        'Non si può arrivare di domenica in questo periodo: scegli un altro giorno di check-in',
    });
    expect(ruleOf?.(monday, {})).toEqual({ note: 'Soggiorno minimo 5 notti' });
    // Before the period the booking conditions' 2 nights apply: nothing to mark.
    expect(ruleOf?.(addDays(start, -5), {})).toBeUndefined();
    // A complete stay: the next pick is a new check-in, judged as such.
    expect(ruleOf?.(sunday, { checkIn: monday, checkOut: addDays(monday, 5) })?.closed).toMatch(
      /^Non si può arrivare di domenica/,
    );
  });

  it('while the check-out is awaited: short days carry the minimum, a Saturday is closed to departure', () => {
    const ruleOf = marks({ stayRules: [summer] });
    const awaiting = { checkIn: monday };
    expect(ruleOf?.(addDays(monday, 2), awaiting)).toEqual({ note: 'Soggiorno minimo 5 notti' });
    expect(ruleOf?.(addDays(monday, 5), awaiting)).toEqual({
      closed: 'Non si può partire di sabato in questo periodo: scegli un altro giorno di check-out',
    });
    expect(ruleOf?.(addDays(monday, 6), awaiting)).toBeUndefined();
    // A Sunday after the check-in is a departure day, not an arrival: it stays open.
    expect(ruleOf?.(addDays(monday, 13), awaiting)).toBeUndefined();
    // An earlier day would be a new check-in: closed if it cannot be one, else unmarked.
    expect(ruleOf?.(addDays(monday, -1), awaiting)?.closed).toMatch(/^Non si può arrivare/);
    expect(ruleOf?.(addDays(monday, -2), awaiting)).toBeUndefined();
  });

  it('shows a 2-night gap between two stays as bookable whole, its middle not as a check-in', () => {
    const gapStart = addDays(monday, 1); // Tuesday and Wednesday nights free between two stays
    const unavailableDates = [addDays(gapStart, -2), addDays(gapStart, -1), addDays(gapStart, 2)];
    const ruleOf = marks({ stayRules: [summer], unavailableDates });
    expect(ruleOf?.(gapStart, {})?.note).toBe(
      'Notti libere tra due soggiorni: 2 notti, prenotabili per intero',
    );
    expect(ruleOf?.(addDays(gapStart, 1), {})?.closed).toMatch(/si prenotano per intero/);
    // Chosen as check-in, the gap's end is no longer "short of the minimum".
    expect(ruleOf?.(addDays(gapStart, 2), { checkIn: gapStart })).toBeUndefined();
  });

  it("lets the calendar disable a closed day, but never marks a taken one (its own reason is 'Non disponibile')", () => {
    const sunday = next(7, monday);
    const ruleOf = marks({ stayRules: [summer] });
    const closed = dayState(sunday, today, new Set(), {}, ruleOf);
    expect(closed.disabled).toBe(true);
    expect(closed.rule?.closed).toMatch(/domenica/);
    const noted = dayState(monday, today, new Set(), {}, ruleOf);
    expect(noted.disabled).toBe(false);
    expect(noted.rule?.note).toBe('Soggiorno minimo 5 notti');
    const taken = dayState(sunday, today, new Set([sunday]), {}, ruleOf);
    expect(taken.rule).toBeUndefined();
    expect(taken.unavailable).toBe(true);
  });
});

describe('the stay rules on an English page', () => {
  it('closes a Sunday and states the minimum in English, the dates in English', () => {
    const ruleOf = stayDayRules({ stayRules: [summer] }, ENGLISH);
    expect(ruleOf?.(next(7, monday), {})).toEqual({
      closed: 'Arrivals are not possible on Sunday in this period: choose another check-in day',
    });
    expect(ruleOf?.(monday, {})).toEqual({ note: 'Minimum stay 5 nights' });
    expect(ruleOf?.(addDays(monday, 5), { checkIn: monday })).toEqual({
      closed:
        'Departures are not possible on Saturday in this period: choose another check-out day',
    });
    expect(arrivalHint(monday, { stayRules: [summer] }, ENGLISH)).toBe(
      `Arriving on ${formatsFor('en').day(monday)}: minimum stay 5 nights.`,
    );
    expect(arrivalHint(monday, { stayRules: [summer] }, ITALIAN)).toBe(
      `Arrivo il ${formatsFor('it').day(monday)}: soggiorno minimo 5 notti.`,
    );
  });
});
