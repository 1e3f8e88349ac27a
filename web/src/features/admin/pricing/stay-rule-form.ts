import type { ApartmentId } from '@catania/shared/config/apartments';
import { type IsoWeekday, WEEKDAY_NAMES } from '@catania/shared/domain/stay-rules';
import type { StayRuleInput, StayRuleRecord } from '@catania/shared/schemas/stay-rules';

/** The days of the week, Monday first, as the rule's closed arrival and departure days count them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const shortDay = (day: IsoWeekday) => WEEKDAY_NAMES[day].slice(0, 3);

/** The stay rule dialog's form as typed, and the body the API reads from it. */
export interface Draft {
  startDate: string;
  endDate: string;
  minNights: string;
  maxNights: string;
  closedToArrival: number[];
  closedToDeparture: number[];
  minLeadDays: string;
  maxAdvanceDays: string;
  gapFill: boolean;
  priority: string;
  description: string;
}

export function draftOf(rule: StayRuleRecord | undefined): Draft {
  const text = (n: number | null | undefined) => (n == null ? '' : String(n));
  return {
    startDate: rule?.startDate ?? '',
    endDate: rule?.endDate ?? '',
    minNights: rule ? String(rule.minNights) : '2',
    maxNights: text(rule?.maxNights),
    closedToArrival: rule?.closedToArrival ?? [],
    closedToDeparture: rule?.closedToDeparture ?? [],
    minLeadDays: text(rule?.minLeadDays),
    maxAdvanceDays: text(rule?.maxAdvanceDays),
    gapFill: rule?.gapFill ?? true,
    priority: rule ? String(rule.priority) : '1',
    description: rule?.description ?? '',
  };
}

/** The form's text as the API reads it: numbers where a number was typed, else nothing. */
export function bodyOf(apartmentId: ApartmentId, draft: Draft): StayRuleInput {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  return {
    apartmentId,
    startDate: draft.startDate,
    endDate: draft.endDate,
    minNights: Number(draft.minNights),
    maxNights: number(draft.maxNights) ?? null,
    closedToArrival: draft.closedToArrival,
    closedToDeparture: draft.closedToDeparture,
    minLeadDays: number(draft.minLeadDays) ?? null,
    maxAdvanceDays: number(draft.maxAdvanceDays) ?? null,
    gapFill: draft.gapFill,
    priority: Number(draft.priority),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
  };
}
