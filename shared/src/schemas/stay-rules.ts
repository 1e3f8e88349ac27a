import * as z from 'zod';
import { site } from '../config/site';
import { apartmentId, calendarDate, entityId, refinePeriod, rulePriority } from './common';

const weekdays = z
  .array(
    z
      .number({ error: 'Giorno non valido: da 1 (lunedì) a 7 (domenica)' })
      .int('Giorno non valido: da 1 (lunedì) a 7 (domenica)')
      .min(1, 'Giorno non valido: da 1 (lunedì) a 7 (domenica)')
      .max(7, 'Giorno non valido: da 1 (lunedì) a 7 (domenica)'),
    { error: 'Elenco di giorni non valido' },
  )
  .max(7)
  // One place for the order: sorted and without repeats, whatever the form sent.
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

const nights = (label: string) =>
  z
    .number({ error: `${label}: indica un numero intero di notti` })
    .int(`${label}: indica un numero intero di notti`)
    .min(1, `${label}: almeno 1 notte`)
    .max(site.stay.maxNights, `${label}: al massimo ${site.stay.maxNights} notti`);

const days = (label: string) =>
  z
    .number({ error: `${label}: indica un numero intero di giorni` })
    .int(`${label}: indica un numero intero di giorni`)
    .min(0, `${label}: non può essere negativo`)
    .max(730, `${label}: al massimo 730 giorni`);

const stayRuleFields = {
  apartmentId,
  startDate: calendarDate,
  endDate: calendarDate,
  minNights: nights('Soggiorno minimo'),
  maxNights: nights('Soggiorno massimo').nullish(),
  /** Weekdays, 1 = Monday ... 7 = Sunday, on which no stay may start. */
  closedToArrival: weekdays.default([]),
  /** Weekdays on which no stay may end. */
  closedToDeparture: weekdays.default([]),
  /** Arrivals in the period are booked at least this many days ahead. */
  minLeadDays: days('Anticipo minimo').nullish(),
  /** Arrivals in the period are booked at most this many days ahead. */
  maxAdvanceDays: days('Anticipo massimo').nullish(),
  /** A gap between two stays shorter than the minimum may be booked whole. */
  gapFill: z.boolean({ error: 'Valore non valido' }).default(true),
  priority: rulePriority,
  description: z.string().trim().max(500).optional(),
};

/** The body of POST /api/admin/stay-rules and PUT /api/admin/stay-rules/{id}. */
export const stayRuleInput = z.strictObject(stayRuleFields).superRefine((rule, ctx) => {
  refinePeriod(rule, ctx);
  if (rule.maxNights != null && rule.maxNights < rule.minNights) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxNights'],
      message: 'Il soggiorno massimo non può essere inferiore al minimo',
    });
  }
  if (rule.closedToArrival.length === 7) {
    ctx.addIssue({
      code: 'custom',
      path: ['closedToArrival'],
      message: 'Almeno un giorno deve restare aperto agli arrivi',
    });
  }
  if (rule.closedToDeparture.length === 7) {
    ctx.addIssue({
      code: 'custom',
      path: ['closedToDeparture'],
      message: 'Almeno un giorno deve restare aperto alle partenze',
    });
  }
  if (
    rule.minLeadDays != null &&
    rule.maxAdvanceDays != null &&
    rule.maxAdvanceDays < rule.minLeadDays
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxAdvanceDays'],
      message: "L'anticipo massimo non può essere inferiore all'anticipo minimo",
    });
  }
});
export type StayRuleInput = z.infer<typeof stayRuleInput>;

/** A stay rule as stored and listed. */
export const stayRuleRecord = z.object({
  ...stayRuleFields,
  id: entityId,
  maxNights: z.number().int().nullable(),
  closedToArrival: z.array(z.number().int()),
  closedToDeparture: z.array(z.number().int()),
  minLeadDays: z.number().int().nullable(),
  maxAdvanceDays: z.number().int().nullable(),
  gapFill: z.boolean(),
  priority: z.number().int(),
  description: z.string().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type StayRuleRecord = z.infer<typeof stayRuleRecord>;

export const listStayRulesResponse = z.array(stayRuleRecord);
export const stayRuleResponse = z.object({ success: z.literal(true), rule: stayRuleRecord });

/** What a guest's date picker needs of the stay rules (no notes, no timestamps). */
export const publicStayRule = stayRuleRecord.pick({
  id: true,
  startDate: true,
  endDate: true,
  minNights: true,
  maxNights: true,
  closedToArrival: true,
  closedToDeparture: true,
  minLeadDays: true,
  maxAdvanceDays: true,
  gapFill: true,
  priority: true,
});
export type PublicStayRule = z.infer<typeof publicStayRule>;

/**
 * The owner's override of the stay rules on a booking they enter themselves: the reason is kept
 * with the booking, with the rules it set aside.
 */
export const stayRuleOverride = z.strictObject({
  reason: z
    .string({ error: 'Indica il motivo della deroga' })
    .trim()
    .min(3, 'Indica il motivo della deroga')
    .max(500, 'Al massimo 500 caratteri'),
});
export type StayRuleOverride = z.infer<typeof stayRuleOverride>;
