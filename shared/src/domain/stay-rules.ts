import { site } from '../config/site';
import { addDays, type CalendarDate, countNights, dayOfWeek, daysBetween, isWithin } from './dates';

/**
 * Stay rules by period (docs/pricing.md, "Stay rules"): which stays an apartment accepts. The
 * server enforces them on every quote, checkout and owner booking; the guest's date pickers show
 * them before the dates are chosen. The same functions run on both sides.
 */

/** Weekdays as the owner names them: 1 = Monday ... 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAY_NAMES: Record<IsoWeekday, string> = {
  1: 'lunedì',
  2: 'martedì',
  3: 'mercoledì',
  4: 'giovedì',
  5: 'venerdì',
  6: 'sabato',
  7: 'domenica',
};

/** 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: CalendarDate): IsoWeekday {
  return (dayOfWeek(date) || 7) as IsoWeekday;
}

/** The fields of a stay rule that the checks read. */
export interface StayRule {
  id: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  minNights: number;
  maxNights?: number | null;
  closedToArrival?: readonly number[];
  closedToDeparture?: readonly number[];
  /** Arrivals in the period are booked at least this many days ahead. */
  minLeadDays?: number | null;
  /** Arrivals in the period are booked at most this many days ahead (the booking horizon). */
  maxAdvanceDays?: number | null;
  /** A free run between two stays, shorter than the minimum, may be booked as a whole. */
  gapFill?: boolean;
  priority: number;
}

/** What applies to one date: the winning rule's terms, or the terms of the booking conditions. */
export interface StayPolicy {
  /** The rule that won for this date; null where no rule covers it. */
  ruleId: string | null;
  minNights: number;
  maxNights: number;
  closedToArrival: readonly number[];
  closedToDeparture: readonly number[];
  minLeadDays: number;
  maxAdvanceDays: number | null;
  gapFill: boolean;
}

/** The 2-night minimum of the booking conditions, where no rule says otherwise. */
export const DEFAULT_STAY_POLICY: StayPolicy = {
  ruleId: null,
  minNights: site.stay.minNights,
  maxNights: site.stay.maxNights,
  closedToArrival: [],
  closedToDeparture: [],
  minLeadDays: 0,
  maxAdvanceDays: null,
  gapFill: false,
};

/**
 * Overlapping rules resolve by priority as price rules do: the lowest number wins; then the
 * shorter period (the more specific), then the later start, then the id, so the result never
 * depends on storage order.
 */
export function byStayPrecedence(a: StayRule, b: StayRule): number {
  return (
    a.priority - b.priority ||
    daysBetween(a.startDate, a.endDate) - daysBetween(b.startDate, b.endDate) ||
    b.startDate.localeCompare(a.startDate) ||
    a.id.localeCompare(b.id)
  );
}

/** The rules covering `date`, the winner first. */
export function stayRulesCovering(rules: readonly StayRule[], date: CalendarDate): StayRule[] {
  return rules
    .filter((rule) => isWithin(date, rule.startDate, rule.endDate))
    .sort(byStayPrecedence);
}

export function stayPolicyAt(rules: readonly StayRule[], date: CalendarDate): StayPolicy {
  const rule = stayRulesCovering(rules, date)[0];
  if (!rule) return DEFAULT_STAY_POLICY;
  return {
    ruleId: rule.id,
    minNights: rule.minNights,
    maxNights: Math.min(rule.maxNights ?? site.stay.maxNights, site.stay.maxNights),
    closedToArrival: rule.closedToArrival ?? [],
    closedToDeparture: rule.closedToDeparture ?? [],
    minLeadDays: rule.minLeadDays ?? 0,
    maxAdvanceDays: rule.maxAdvanceDays ?? null,
    gapFill: rule.gapFill ?? true,
  };
}

/** Is the night `date` taken (sold, held or blocked)? */
export type IsTaken = (date: CalendarDate) => boolean;

/** How far a gap is looked for on each side: longer free runs are not gaps. */
const GAP_SEARCH_NIGHTS = 62;

/**
 * The free run of nights `[from, to)` around the free night `date`, when it lies between two taken
 * nights (a gap between two stays); undefined when `date` is taken or the run is open-ended.
 */
export function gapAround(
  date: CalendarDate,
  isTaken: IsTaken,
): { from: CalendarDate; to: CalendarDate; nights: number } | undefined {
  if (isTaken(date)) return undefined;
  let from = date;
  let to = addDays(date, 1);
  for (let i = 0; !isTaken(addDays(from, -1)); i++) {
    if (i >= GAP_SEARCH_NIGHTS) return undefined;
    from = addDays(from, -1);
  }
  for (let i = 0; !isTaken(to); i++) {
    if (i >= GAP_SEARCH_NIGHTS) return undefined;
    to = addDays(to, 1);
  }
  return { from, to, nights: countNights(from, to) };
}

/**
 * A gap the owner sells whole: a free run between two stays shorter than the minimum stay of its
 * first night, where that night's rule allows filling gaps.
 */
export function bookableGap(
  rules: readonly StayRule[],
  date: CalendarDate,
  isTaken: IsTaken,
): { from: CalendarDate; to: CalendarDate; nights: number } | undefined {
  const gap = gapAround(date, isTaken);
  if (!gap) return undefined;
  const policy = stayPolicyAt(rules, gap.from);
  return policy.gapFill && gap.nights < policy.minNights ? gap : undefined;
}

const nightsWord = (n: number) => (n === 1 ? '1 notte' : `${n} notti`);

const daysWord = (n: number) => (n === 1 ? '1 giorno' : `${n} giorni`);

const shortDate = (date: CalendarDate) => {
  const [, m, d] = date.split('-');
  return `${d}/${m}`;
};

/** The stay rules' Italian messages, stating the rule that refuses and its reason. */
export const STAY_RULE_MESSAGES = {
  minStay: (n: number, rule: boolean) =>
    rule
      ? `Per questo arrivo il soggiorno minimo è di ${nightsWord(n)}`
      : `Il soggiorno minimo richiesto è di ${nightsWord(n)}`,
  maxStay: (n: number, rule: boolean) =>
    rule
      ? `Per questo arrivo il soggiorno massimo è di ${nightsWord(n)}`
      : `Il soggiorno può durare al massimo ${n} notti`,
  closedToArrival: (weekday: IsoWeekday) =>
    `Non si può arrivare di ${WEEKDAY_NAMES[weekday]} in questo periodo: scegli un altro giorno di check-in`,
  closedToDeparture: (weekday: IsoWeekday) =>
    `Non si può partire di ${WEEKDAY_NAMES[weekday]} in questo periodo: scegli un altro giorno di check-out`,
  minLead: (n: number) => `Per questo periodo si prenota almeno ${daysWord(n)} prima dell'arrivo`,
  maxAdvance: (n: number) =>
    `Per questo periodo si prenota al massimo ${daysWord(n)} prima dell'arrivo`,
  wholeGap: (nights: number, from: CalendarDate, to: CalendarDate) =>
    `Tra due soggiorni sono libere solo ${nightsWord(nights)}: si prenotano per intero, dal ${shortDate(from)} al ${shortDate(to)}`,
} as const;

/**
 * Why a stay rule refuses, with the figures its message states: the server sends it beside its
 * Italian sentence, so a page in another language says the same in its own words.
 */
export type StayRuleReason =
  | { code: 'minStay' | 'maxStay'; nights: number; byRule: boolean }
  | { code: 'closedToArrival' | 'closedToDeparture'; date: CalendarDate }
  | { code: 'minLead' | 'maxAdvance'; days: number }
  | { code: 'wholeGap'; from: CalendarDate; to: CalendarDate; nights: number };

/** The messages of the stay rules in one language: STAY_RULE_MESSAGES' shape. */
export type StayRuleMessages = {
  readonly [K in keyof typeof STAY_RULE_MESSAGES]: (
    ...args: Parameters<(typeof STAY_RULE_MESSAGES)[K]>
  ) => string;
};

/** A refusal's sentence, in Italian unless another language's messages are given. */
export function stayRuleText(
  reason: StayRuleReason,
  messages: StayRuleMessages = STAY_RULE_MESSAGES,
): string {
  switch (reason.code) {
    case 'minStay':
    case 'maxStay':
      return messages[reason.code](reason.nights, reason.byRule);
    case 'closedToArrival':
    case 'closedToDeparture':
      return messages[reason.code](isoWeekday(reason.date));
    case 'minLead':
    case 'maxAdvance':
      return messages[reason.code](reason.days);
    case 'wholeGap':
      return messages.wholeGap(reason.nights, reason.from, reason.to);
  }
}
