import { site } from '@catania/shared/config/site';
import { countNights, todayInRome } from '@catania/shared/domain/dates';
import { checkStayRules, type StayProblem } from '@catania/shared/domain/stay';
import { arrivalDay } from '@catania/shared/domain/stay-rule-check';
import {
  isoWeekday,
  type StayRule,
  type StayRuleReason,
  stayPolicyAt,
  stayRuleText,
} from '@catania/shared/domain/stay-rules';
import { CircleAlert, Info } from 'lucide-react';
import type { DayRule, Range } from '../components/date-range-picker/calendar-logic';
import { useMessages } from '../i18n/messages';
import type { Messages } from '../i18n/namespaces';
import { cn } from '../lib/cn';
import { useFormats } from '../lib/format';

/** What the availability answer tells of an apartment's rules: taken dates and stay rules. */
export interface StayRulesContext {
  unavailableDates?: readonly string[];
  stayRules?: readonly StayRule[];
}

/** The words the stay rules are told in: the page's language's (useStayWords). */
export interface StayWords {
  t: Messages<'calendar'>;
  nights: (count: number) => string;
  day: (date: string) => string;
}

/** The stay rules' words in the page's language. */
export function useStayWords(): StayWords {
  const t = useMessages('calendar');
  const { nights } = useMessages('common');
  const { day } = useFormats();
  return { t, nights, day };
}

const takenIn = (context: StayRulesContext) => {
  const taken = new Set(context.unavailableDates ?? []);
  return (date: string) => taken.has(date);
};

/** Why a stay cannot be booked: a stay rule's reason, or one of the booking's own checks. */
export type StayRefusal = StayRuleReason | { code: NonNullable<StayProblem['check']> };

const refusalOf = (problem: StayProblem): StayRefusal | undefined =>
  problem.reason ?? (problem.check ? { code: problem.check } : undefined);

/**
 * The first stay rule (product §5: minimum and maximum nights, horizon, guests; the apartment's stay
 * rules by period: arrival and departure days, lead time, gap nights) the chosen stay breaks, or
 * undefined while the dates are incomplete or fine. The shared rules the server applies at
 * checkout, told where the dates are chosen.
 */
export function stayRefusal(
  stay: { checkIn?: string; checkOut?: string; guests?: number },
  context: StayRulesContext = {},
): StayRefusal | undefined {
  if (stay.checkIn && !stay.checkOut) {
    const day = arrivalDay(context.stayRules ?? [], stay.checkIn, todayInRome(), takenIn(context));
    return day.canArrive ? undefined : day.reason;
  }
  if (!stay.checkIn || !stay.checkOut) return undefined;
  const problem = checkStayRules({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    // Before the guests are asked, the dates alone are judged.
    guests: stay.guests ?? 1,
    today: todayInRome(),
    stayRules: context.stayRules,
    isTaken: takenIn(context),
  })[0];
  return problem && refusalOf(problem);
}

/** A refusal's sentence: on an Italian page the server's own words, else the catalogue's. */
export function refusalText(refusal: StayRefusal, { t }: StayWords): string {
  return 'date' in refusal || 'nights' in refusal || 'days' in refusal
    ? stayRuleText(refusal, t.stayRules)
    : t.stayChecks[refusal.code];
}

/** The first rule the chosen stay breaks, in the page's language (stayRefusal). */
export function stayRuleProblem(
  stay: { checkIn?: string; checkOut?: string; guests?: number },
  context: StayRulesContext,
  words: StayWords,
): string | undefined {
  const refusal = stayRefusal(stay, context);
  return refusal && refusalText(refusal, words);
}

/**
 * What the chosen check-in allows, stated before the check-out is picked: its minimum (and
 * maximum) stay, or the exact nights of a gap between two stays.
 */
export function arrivalHint(
  checkIn: string | undefined,
  context: StayRulesContext,
  { t, nights, day }: StayWords,
) {
  if (!checkIn) return undefined;
  const arrival = arrivalDay(context.stayRules ?? [], checkIn, todayInRome(), takenIn(context));
  if (!arrival.canArrive) return undefined;
  if (arrival.gap)
    return t.arrivalGap(day(checkIn), nights(arrival.minNights), day(arrival.gap.to));
  const max = arrival.maxNights < site.stay.maxNights ? nights(arrival.maxNights) : null;
  return t.arrival(day(checkIn), nights(arrival.minNights), max);
}

/**
 * The calendar's marks from the apartment's stay rules, shown before the guest picks.
 * While a check-in is chosen: a day that cannot be one is closed, with the server's reason (closed
 * to arrival, lead time, horizon, the middle of a gap sold whole); a day whose minimum stay is
 * longer than the booking conditions' 2 nights, or that opens such a gap, says so. While the
 * check-out is awaited: a day closed to departure is closed; a day short of the check-in's minimum
 * stays choosable (product §5: the minimum is told once the dates are chosen) and carries the minimum;
 * an earlier day (a new check-in) shows only whether it is closed.
 * Undefined for an apartment without stay rules: its calendar shows no marks.
 */
export function stayDayRules(
  context: StayRulesContext,
  words: StayWords,
): ((date: string, range: Range) => DayRule | undefined) | undefined {
  const rules = context.stayRules ?? [];
  if (rules.length === 0) return undefined;
  const { t, nights } = words;
  const isTaken = takenIn(context);
  const today = todayInRome();
  return (date, range) => {
    if (range.checkIn && !range.checkOut && date > range.checkIn) {
      const from = arrivalDay(rules, range.checkIn, today, isTaken);
      if (!from.canArrive) return undefined;
      if (stayPolicyAt(rules, date).closedToDeparture.includes(isoWeekday(date))) {
        return { closed: stayRuleText({ code: 'closedToDeparture', date }, t.stayRules) };
      }
      const stay = countNights(range.checkIn, date);
      if (stay < from.minNights) return { note: t.minimum(nights(from.minNights)) };
      if (stay > from.maxNights) return { note: t.maximum(nights(from.maxNights)) };
      return undefined;
    }
    const day = arrivalDay(rules, date, today, isTaken);
    if (!day.canArrive) return { closed: refusalText(day.reason, words) };
    // While the check-out is awaited, an earlier day would start again: only what closes it shows.
    if (range.checkIn && !range.checkOut) return undefined;
    if (day.gap) return { note: t.gap(nights(day.minNights)) };
    return day.minNights > site.stay.minNights
      ? { note: t.minimum(nights(day.minNights)) }
      : undefined;
  };
}

/** The chosen check-in's terms, next to the calendar. */
export function ArrivalHint({ message, className }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p
      data-testid="arrival-hint"
      className={cn('flex items-start gap-2 text-sm text-lava-700', className)}
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden />
      {message}
    </p>
  );
}

/** A broken stay rule, next to the dates it concerns. */
export function StayRuleNotice({
  message,
  className,
}: {
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="stay-rule"
      className={cn(
        'flex items-start gap-2 rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
