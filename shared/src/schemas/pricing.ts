import * as z from 'zod';
import { isCalendarDate } from '../domain/dates';
import { isDiscountType, PRICING_RULE_TYPES } from '../domain/pricing';
import { apartmentId, calendarDate, entityId, refineRange } from './common';

export const priceCalculateQuery = z
  .strictObject({ startDate: calendarDate, endDate: calendarDate })
  .superRefine(refineRange('startDate', 'endDate'));
export type PriceCalculateQuery = z.infer<typeof priceCalculateQuery>;

/** Amounts in euros with cents, as a guest reads them; the server keeps cents. */
export const priceCalculateResponse = z.object({
  apartmentId,
  startDate: calendarDate,
  endDate: calendarDate,
  nights: z.number().int().positive(),
  pricePerNight: z.number(),
  subtotal: z.number(),
  discount: z
    .object({
      type: z.enum(['week_discount', 'month_discount']),
      percentage: z.number(),
      amount: z.number(),
    })
    .nullable(),
  totalPrice: z.number(),
  currency: z.literal('EUR'),
  nightly: z.array(z.object({ date: calendarDate, price: z.number() })),
});
export type PriceCalculateResponse = z.infer<typeof priceCalculateResponse>;

export const pricingRuleType = z.enum(PRICING_RULE_TYPES, { error: 'Tipo di regola non valido' });

export const basePrice = z
  .number({ error: 'Il prezzo deve essere un numero intero' })
  .int('Il prezzo deve essere un numero intero')
  .min(1, 'I prezzi devono essere maggiori di €0')
  .max(100_000);

/** SPEC 3 Base price record. */
export const basePriceRecord = z.object({ apartmentId, basePrice });
export type BasePriceRecord = z.infer<typeof basePriceRecord>;
export const listBasePricesResponse = z.array(basePriceRecord);
export const updateBasePriceRequest = z.strictObject({ apartmentId, basePrice });

const ruleFields = {
  apartmentId,
  type: pricingRuleType,
  startDate: calendarDate,
  endDate: calendarDate,
  pricePerNight: z
    .number()
    .int('Il prezzo deve essere un numero intero')
    .min(1, 'Il prezzo minimo è €1')
    .max(100_000)
    .nullish(),
  discountPercentage: z
    .number()
    .int('Lo sconto deve essere un numero intero')
    .min(1, 'Lo sconto deve essere tra 1 e 100')
    .max(100, 'Lo sconto deve essere tra 1 e 100')
    .nullish(),
  priority: z.number().int().min(1).max(5).default(1),
  description: z.string().trim().max(500).optional(),
  isActive: z.boolean().default(true),
};

/** The body of POST and PUT /api/admin/prices: the fields required depend on the rule type. */
export const pricingRuleInput = z.strictObject(ruleFields).superRefine((rule, ctx) => {
  // Compare only real dates: a malformed one already has its own message.
  if (
    isCalendarDate(rule.startDate) &&
    isCalendarDate(rule.endDate) &&
    rule.endDate < rule.startDate
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'La data di fine deve essere uguale o successiva alla data di inizio',
    });
  }
  if (isDiscountType(rule.type)) {
    if (rule.discountPercentage == null) {
      ctx.addIssue({ code: 'custom', path: ['discountPercentage'], message: 'Sconto richiesto' });
    }
  } else if (rule.pricePerNight == null) {
    ctx.addIssue({
      code: 'custom',
      path: ['pricePerNight'],
      message: 'Prezzo per notte richiesto',
    });
  }
});
export type PricingRuleInput = z.infer<typeof pricingRuleInput>;

/** SPEC 3 Pricing rule, as stored. */
export const pricingRule = z.object({
  ...ruleFields,
  id: entityId,
  pricePerNight: z.number().int().nullable(),
  discountPercentage: z.number().int().nullable(),
  description: z.string().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PricingRule = z.infer<typeof pricingRule>;

export const listPricingRulesResponse = z.array(pricingRule);
export const pricingRuleResponse = z.object({ success: z.literal(true), rule: pricingRule });
export const copyPricingRulesRequest = z
  .strictObject({ sourceApartmentId: apartmentId, targetApartmentId: apartmentId })
  .refine((v) => v.sourceApartmentId !== v.targetApartmentId, {
    path: ['targetApartmentId'],
    message: "L'appartamento di destinazione deve essere diverso dalla sorgente",
  });
export const copyPricingRulesResponse = z.object({
  success: z.literal(true),
  copiedRules: z.number().int(),
});
