import { site } from '../config/site';
import { type CalendarDate, countNights, horizonEnd } from './dates';
import { checkStayAgainstRules, type StayRuleProblem } from './stay-rule-check';
import type { IsTaken, StayRule, StayRuleReason } from './stay-rules';
import { STAY_MESSAGES } from './stay-terms';

export interface StayProblem {
  field: 'checkIn' | 'checkOut' | 'guests';
  message: string;
  /** Set for a broken stay rule (stay-rules.ts), which the owner may override with a reason. */
  rule?: StayRuleProblem['rule'];
  /** A broken stay rule's code and figures (stay-rules.ts), for a page in another language. */
  reason?: StayRuleReason;
  /** Which of the booking's own checks failed (a broken stay rule is named by `rule`). */
  check?: keyof typeof STAY_MESSAGES;
}

export interface StayToCheck {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  today: CalendarDate;
  /** The apartment's stay rules by period (none: the 2-night minimum of the terms). */
  stayRules?: readonly StayRule[];
  /** The taken nights around the stay, so that a stay filling a gap exactly is recognised. */
  isTaken?: IsTaken;
}

/**
 * The stay rules the server enforces on a booking (product §10: the server is the authority):
 * check-in not before today in Catania and within the booking horizon, 1 or 2 guests, and the
 * apartment's stay rules for those dates (nights, arrival and departure days, lead time), a gap
 * between two stays being bookable whole. `gap` tells whether the stay is such a gap.
 */
export function checkStay(stay: StayToCheck): { problems: StayProblem[]; gap: boolean } {
  const problems: StayProblem[] = [];
  const nights = countNights(stay.checkIn, stay.checkOut);
  if (stay.checkIn < stay.today)
    problems.push({ field: 'checkIn', check: 'pastCheckIn', message: STAY_MESSAGES.pastCheckIn });
  if (stay.checkIn > horizonEnd(stay.today, site.stay.bookingHorizonMonths)) {
    problems.push({
      field: 'checkIn',
      check: 'beyondHorizon',
      message: STAY_MESSAGES.beyondHorizon,
    });
  }
  let gap = false;
  if (nights < 1) {
    problems.push({
      field: 'checkOut',
      check: 'checkOutAfterCheckIn',
      message: STAY_MESSAGES.checkOutAfterCheckIn,
    });
  } else {
    const byRules = checkStayAgainstRules({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      today: stay.today,
      rules: stay.stayRules ?? [],
      isTaken: stay.isTaken,
    });
    gap = byRules.gap;
    problems.push(...byRules.problems);
  }
  if (!Number.isInteger(stay.guests) || stay.guests < 1) {
    problems.push({ field: 'guests', check: 'minGuests', message: STAY_MESSAGES.minGuests });
  } else if (stay.guests > site.stay.maxGuests) {
    problems.push({ field: 'guests', check: 'maxGuests', message: STAY_MESSAGES.maxGuests });
  }
  return { problems, gap };
}

/** The problems of `checkStay` alone. */
export function checkStayRules(stay: StayToCheck): StayProblem[] {
  return checkStay(stay).problems;
}
