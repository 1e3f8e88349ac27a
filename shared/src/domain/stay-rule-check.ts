import { addDays, type CalendarDate, countNights, daysBetween } from './dates';
import {
  bookableGap,
  type IsTaken,
  isoWeekday,
  type StayPolicy,
  type StayRule,
  type StayRuleReason,
  stayPolicyAt,
  stayRuleText,
} from './stay-rules';

/** A stay held against the owner's stay rules: the first rule that refuses it, and whether a day can be an arrival. */

export interface StayRuleProblem {
  field: 'checkIn' | 'checkOut';
  /** A stable name for the rule broken (the owner's override records them). */
  rule:
    | 'minNights'
    | 'maxNights'
    | 'closedToArrival'
    | 'closedToDeparture'
    | 'minLead'
    | 'maxAdvance';
  message: string;
  /** The message's code and figures, for a page in another language. */
  reason: StayRuleReason;
}

/** A problem of `rule` refusing for `reason`, with its Italian message. */
const problem = (
  field: StayRuleProblem['field'],
  rule: StayRuleProblem['rule'],
  reason: StayRuleReason,
): StayRuleProblem => ({ field, rule, message: stayRuleText(reason), reason });

export interface StayRuleCheck {
  problems: StayRuleProblem[];
  /** The stay fills exactly a gap shorter than the minimum (its minimum is waived). */
  gap: boolean;
  /** The terms of the check-in date. */
  policy: StayPolicy;
}

/**
 * The stay rules a stay `[checkIn, checkOut)` booked on `today` must meet: the minimum and
 * maximum nights, the arrival and departure weekdays and the lead time and horizon, all from the
 * rule winning on the check-in date, except the departure day, judged by the rule of the
 * check-out date. A stay that fills exactly a gap between two stays (isTaken tells the taken
 * nights) is accepted below the minimum where its rule allows gaps.
 */
export function checkStayAgainstRules(stay: {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  today: CalendarDate;
  rules: readonly StayRule[];
  isTaken?: IsTaken;
}): StayRuleCheck {
  const { checkIn, checkOut, today, rules } = stay;
  const policy = stayPolicyAt(rules, checkIn);
  const problems: StayRuleProblem[] = [];
  const nights = countNights(checkIn, checkOut);
  const ahead = daysBetween(today, checkIn);
  let gap = false;

  if (policy.closedToArrival.includes(isoWeekday(checkIn))) {
    problems.push(
      problem('checkIn', 'closedToArrival', { code: 'closedToArrival', date: checkIn }),
    );
  }
  if (ahead >= 0 && ahead < policy.minLeadDays) {
    problems.push(problem('checkIn', 'minLead', { code: 'minLead', days: policy.minLeadDays }));
  }
  if (policy.maxAdvanceDays !== null && ahead > policy.maxAdvanceDays) {
    problems.push(
      problem('checkIn', 'maxAdvance', { code: 'maxAdvance', days: policy.maxAdvanceDays }),
    );
  }
  const byRule = policy.ruleId !== null;
  if (nights >= 1 && nights < policy.minNights) {
    const around = stay.isTaken ? bookableGap(rules, checkIn, stay.isTaken) : undefined;
    if (around && around.from === checkIn && around.to === checkOut) {
      gap = true;
    } else {
      problems.push(
        problem(
          'checkOut',
          'minNights',
          around
            ? { code: 'wholeGap', ...around }
            : { code: 'minStay', nights: policy.minNights, byRule },
        ),
      );
    }
  } else if (nights > policy.maxNights) {
    problems.push(
      problem('checkOut', 'maxNights', { code: 'maxStay', nights: policy.maxNights, byRule }),
    );
  }
  if (
    nights >= 1 &&
    stayPolicyAt(rules, checkOut).closedToDeparture.includes(isoWeekday(checkOut))
  ) {
    problems.push(
      problem('checkOut', 'closedToDeparture', { code: 'closedToDeparture', date: checkOut }),
    );
  }
  return { problems, gap, policy };
}

/**
 * What a date picker tells about `date` as a check-in day: whether a stay may start there and, if
 * so, its minimum and maximum nights (a gap's exact length where the date opens a bookable gap).
 */
export function arrivalDay(
  rules: readonly StayRule[],
  date: CalendarDate,
  today: CalendarDate,
  isTaken: IsTaken = () => false,
):
  | { canArrive: true; minNights: number; maxNights: number; gap?: { to: CalendarDate } }
  | { canArrive: false; reason: StayRuleReason } {
  const check = checkStayAgainstRules({
    checkIn: date,
    // A one-night probe: only the check-in rules matter here.
    checkOut: addDays(date, 1),
    today,
    rules,
  });
  const refusal = check.problems.find((p) => p.field === 'checkIn');
  if (refusal) return { canArrive: false, reason: refusal.reason };
  const gap = bookableGap(rules, date, isTaken);
  if (gap) {
    if (gap.from !== date) return { canArrive: false, reason: { code: 'wholeGap', ...gap } };
    return { canArrive: true, minNights: gap.nights, maxNights: gap.nights, gap: { to: gap.to } };
  }
  return {
    canArrive: true,
    minNights: check.policy.minNights,
    maxNights: check.policy.maxNights,
  };
}
