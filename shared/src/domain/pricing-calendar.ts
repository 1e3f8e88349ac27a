import { addDays, type CalendarDate, dayOfWeek, isWeekendNight } from './dates';
import {
  isDiscountType,
  type NightPrice,
  type PriceRule,
  type PricingRuleType,
  priceNight,
  rulesCoveringDate,
} from './pricing';
import { byStayPrecedence, isoWeekday, type StayRule, stayPolicyAt } from './stay-rules';

/**
 * The admin pricing calendar (product §2 Prezzi): a 6-week grid of 42 days starting on Sunday, each
 * day with the rules that apply to it and the price a guest pays for that night, computed by the
 * very function that prices stays (`priceNight`), so the calendar shows what guests are charged.
 */
export const GRID_DAYS = 42;

/** The 42 dates shown for `month` (`yyyy-MM`): from the Sunday on or before its first day. */
export function monthGrid(month: string): CalendarDate[] {
  const first = `${month}-01`;
  const start = addDays(first, -dayOfWeek(first));
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(start, i));
}

/** `2026-05` + 1 -> `2026-06`. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface PricingDay {
  date: CalendarDate;
  /** Active rules that apply to this night, highest precedence first (a weekend rule only on
   * Friday, Saturday and Sunday nights). */
  rules: PriceRule[];
  /** The rule that colours the cell: the first of `rules`, or none (base price, grey). */
  top: PriceRule | null;
  /** What a guest pays for this night (before any stay discount). */
  night: NightPrice;
}

export function pricingDay(
  basePriceEuro: number,
  rules: readonly PriceRule[],
  date: CalendarDate,
): PricingDay {
  const applying = rulesCoveringDate(rules, date).filter(
    (rule) => rule.type !== 'weekend' || isWeekendNight(date),
  );
  return {
    date,
    rules: applying,
    top: applying[0] ?? null,
    night: priceNight(basePriceEuro, rules, date),
  };
}

/** product §2 legend colours, by rule type; `base_price` is the apartment's own price. */
export const RULE_COLOURS: Record<PricingRuleType | 'base_price', string> = {
  weekend: 'blue',
  seasonal: 'green',
  week_discount: 'purple',
  month_discount: 'orange',
  special_date: 'red',
  length_discount: 'purple',
  last_minute: 'yellow',
  early_booking: 'teal',
  gap_discount: 'pink',
  base: 'grey',
  base_price: 'grey',
};

/** product §5 rule type names and descriptions shown to the owner. */
export const RULE_TYPE_INFO: Record<PricingRuleType, { label: string; description: string }> = {
  base: { label: 'Base', description: 'Prezzo base predefinito per un periodo specifico' },
  weekend: {
    label: 'Weekend',
    description: 'Supplemento per venerdì, sabato e domenica',
  },
  seasonal: {
    label: 'Stagionale',
    description: 'Prezzo stagionale (estate, inverno, alta stagione)',
  },
  week_discount: {
    label: 'Sconto settimanale',
    description: 'Sconto percentuale per soggiorni di 7+ giorni',
  },
  month_discount: {
    label: 'Sconto mensile',
    description: 'Sconto percentuale per soggiorni di 30+ giorni',
  },
  special_date: {
    label: 'Data speciale',
    description: 'Prezzo speciale per eventi, festività o date particolari',
  },
  length_discount: {
    label: 'Sconto per durata',
    description: 'Sconto percentuale per soggiorni da un numero di notti in su (es. 3+, 5+)',
  },
  last_minute: {
    label: 'Last minute',
    description: "Sconto percentuale per prenotazioni fatte pochi giorni prima dell'arrivo",
  },
  early_booking: {
    label: 'Prenota prima',
    description: "Sconto percentuale per prenotazioni fatte con molto anticipo sull'arrivo",
  },
  gap_discount: {
    label: 'Notti tra due soggiorni',
    description:
      'Sconto percentuale sulle notti libere tra due soggiorni, più brevi del soggiorno minimo',
  },
};

const signed = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

/**
 * The cell's value: the top rule's price (`€120`), change to the base price (`+20%`, `−€10`) or
 * discount (`-10%`).
 */
export function ruleValueLabel(rule: PriceRule): string {
  if (isDiscountType(rule.type)) return `-${rule.discountPercentage ?? 0}%`;
  const mode = rule.priceMode ?? 'fixed';
  if (mode === 'percent') return `${signed(rule.adjustment ?? 0)}%`;
  if (mode === 'amount') {
    const n = rule.adjustment ?? 0;
    return `${n > 0 ? '+' : '−'}€${Math.abs(n)}`;
  }
  return `€${rule.pricePerNight ?? 0}`;
}

/** What a discount's condition counts, for the owner (`da 5 notti`, `entro 7 giorni`). */
export function ruleConditionLabel(rule: PriceRule): string | undefined {
  const n = rule.threshold ?? 0;
  switch (rule.type) {
    case 'length_discount':
      return `da ${n} notti`;
    case 'last_minute':
      return n === 0 ? "il giorno dell'arrivo" : `entro ${n} giorni dall'arrivo`;
    case 'early_booking':
      return `almeno ${n} giorni prima`;
    case 'gap_discount':
      return 'tra due soggiorni';
    default:
      return undefined;
  }
}

/** The stay terms of a day in the owner's grid: the minimum of an arrival, closed weekdays. */
export interface StayDay {
  minNights: number;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  /** The winning stay rule, or null for the terms' default. */
  ruleId: string | null;
}

export function stayDay(stayRules: readonly StayRule[], date: CalendarDate): StayDay {
  const policy = stayPolicyAt(stayRules, date);
  const weekday = isoWeekday(date);
  return {
    minNights: policy.minNights,
    closedToArrival: policy.closedToArrival.includes(weekday),
    closedToDeparture: policy.closedToDeparture.includes(weekday),
    ruleId: policy.ruleId,
  };
}

/** How many days the rule dialogs preview, from today. */
export const PREVIEW_DAYS = 60;

export interface NightChange {
  date: CalendarDate;
  beforeCents: number;
  afterCents: number;
}

/**
 * The nights of the next `days` days whose price a draft rule changes: each night priced by the
 * shared engine with the rules as they are, then with the draft in place of the rule it edits.
 */
export function nightChanges(
  basePriceEuro: number,
  rules: readonly PriceRule[],
  draft: PriceRule,
  from: CalendarDate,
  days = PREVIEW_DAYS,
): NightChange[] {
  const after = [...rules.filter((rule) => rule.id !== draft.id), draft];
  return Array.from({ length: days }, (_, i) => addDays(from, i)).flatMap((date) => {
    const beforeCents = priceNight(basePriceEuro, rules, date).priceCents;
    const afterCents = priceNight(basePriceEuro, after, date).priceCents;
    return beforeCents === afterCents ? [] : [{ date, beforeCents, afterCents }];
  });
}

/** Where a draft stay rule overlaps others: for each, which one wins the shared days. */
export function stayRuleOverlaps(
  draft: StayRule,
  others: readonly StayRule[],
): { rule: StayRule; draftWins: boolean }[] {
  return others
    .filter(
      (rule) =>
        rule.id !== draft.id && rule.startDate <= draft.endDate && draft.startDate <= rule.endDate,
    )
    .map((rule) => ({ rule, draftWins: byStayPrecedence(draft, rule) < 0 }));
}
