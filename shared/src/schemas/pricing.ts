import * as z from 'zod';
import {
  DISCOUNT_RULE_TYPES,
  isDiscountType,
  PRICE_MODES,
  PRICING_RULE_TYPES,
} from '../domain/pricing';
import {
  apartmentId,
  calendarDate,
  entityId,
  refinePeriod,
  refineRange,
  rulePriority,
} from './common';

export const priceCalculateQuery = z
  .strictObject({ startDate: calendarDate, endDate: calendarDate })
  .superRefine(refineRange('startDate', 'endDate'));
export type PriceCalculateQuery = z.infer<typeof priceCalculateQuery>;

export const appliedDiscount = z.object({
  type: z.enum(DISCOUNT_RULE_TYPES),
  percentage: z.number(),
  amount: z.number(),
});

export const nightPriceLine = z.object({
  date: calendarDate,
  price: z.number(),
  source: z.enum([...PRICING_RULE_TYPES, 'base_price']).optional(),
});

/**
 * A price's breakdown, stored with the booking it was charged for: each night, the rule that set
 * it, and the discounts applied (amounts in euros).
 */
export const priceBreakdown = z.object({
  nightly: z.array(
    z.object({
      date: calendarDate,
      price: z.number(),
      source: z.enum([...PRICING_RULE_TYPES, 'base_price']),
      ruleId: z.string().nullable(),
    }),
  ),
  subtotal: z.number(),
  discounts: z.array(appliedDiscount.extend({ ruleId: z.string() })),
  total: z.number(),
  gap: z.boolean(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdown>;

/** The breakdown as the booking's guest reads it (the rules' ids stay the owner's). */
export const guestPriceBreakdown = z.object({
  nightly: z.array(nightPriceLine),
  subtotal: z.number(),
  discounts: z.array(appliedDiscount),
  total: z.number(),
  gap: z.boolean(),
});
export type GuestPriceBreakdown = z.infer<typeof guestPriceBreakdown>;

/** The tourist tax as a guest is told it before arriving (domain/tourist-tax.ts, guestTaxTerms). */
export const guestTaxTerms = z.object({
  euroPerPersonPerNight: z.number(),
  maxNights: z.number().int(),
  exemptUnderAge: z.number().int(),
  perGuestEuro: z.number(),
});

/** Amounts in euros with cents, as a guest reads them; the server keeps cents. */
export const priceCalculateResponse = z.object({
  apartmentId,
  startDate: calendarDate,
  endDate: calendarDate,
  nights: z.number().int().positive(),
  pricePerNight: z.number(),
  subtotal: z.number(),
  /** The first discount applied (kept for the clients that read one); all are in `discounts`. */
  discount: appliedDiscount.nullable(),
  /** Every stay discount applied, in order, each on what the previous left (docs/pricing.md). */
  discounts: z.array(appliedDiscount),
  totalPrice: z.number(),
  currency: z.literal('EUR'),
  /** Each night's price and the rule that set it (`base_price`: the apartment's own). */
  nightly: z.array(nightPriceLine),
  /** The stay fills exactly a gap between two stays (accepted below the minimum stay). */
  gap: z.boolean(),
  /** Owed at check-in, not part of the price: at the rates in force on the stay's nights. */
  touristTax: guestTaxTerms,
});
export type PriceCalculateResponse = z.infer<typeof priceCalculateResponse>;

export const pricingRuleType = z.enum(PRICING_RULE_TYPES, { error: 'Tipo di regola non valido' });

export const basePrice = z
  .number({ error: 'Il prezzo deve essere un numero intero' })
  .int('Il prezzo deve essere un numero intero')
  .min(1, 'I prezzi devono essere maggiori di €0')
  .max(100_000);

/** product §3 Base price record. */
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
  /** How a night rule sets its price (absent: `fixed`, `pricePerNight`). */
  priceMode: z.enum(PRICE_MODES, { error: 'Modalità di prezzo non valida' }).optional(),
  /** `percent`: -99 to +500 (% of the base price); `amount`: euros up or down. */
  adjustment: z
    .number({ error: 'La variazione deve essere un numero intero' })
    .int('La variazione deve essere un numero intero')
    .min(-100_000)
    .max(100_000)
    .nullish(),
  /** Nights (`length_discount`) or days before arrival (`last_minute`, `early_booking`). */
  threshold: z
    .number({ error: 'Deve essere un numero intero' })
    .int('Deve essere un numero intero')
    .min(0, 'Non può essere negativo')
    .max(730, 'Al massimo 730')
    .nullish(),
  priority: rulePriority,
  description: z.string().trim().max(500).optional(),
  isActive: z.boolean().default(true),
};

/** What each discount type counts with `threshold`, and its smallest sensible value. */
const THRESHOLDS: Partial<Record<string, { min: number; message: string }>> = {
  length_discount: { min: 2, message: 'Indica da quante notti si applica (almeno 2)' },
  last_minute: { min: 0, message: "Indica entro quanti giorni dall'arrivo si applica" },
  early_booking: { min: 1, message: 'Indica con quanti giorni di anticipo si applica (almeno 1)' },
};

/** The body of POST and PUT /api/admin/prices: the fields required depend on the rule type. */
export const pricingRuleInput = z.strictObject(ruleFields).superRefine((rule, ctx) => {
  refinePeriod(rule, ctx);
  if (isDiscountType(rule.type)) {
    if (rule.discountPercentage == null) {
      ctx.addIssue({ code: 'custom', path: ['discountPercentage'], message: 'Sconto richiesto' });
    }
    const threshold = THRESHOLDS[rule.type];
    if (threshold && (rule.threshold == null || rule.threshold < threshold.min)) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: threshold.message });
    }
    return;
  }
  const mode = rule.priceMode ?? 'fixed';
  if (mode === 'fixed') {
    if (rule.pricePerNight == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['pricePerNight'],
        message: 'Prezzo per notte richiesto',
      });
    }
  } else if (rule.adjustment == null || rule.adjustment === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['adjustment'],
      message:
        mode === 'percent'
          ? 'Indica una percentuale diversa da 0'
          : 'Indica un importo in euro diverso da 0',
    });
  } else if (mode === 'percent' && (rule.adjustment <= -100 || rule.adjustment > 500)) {
    ctx.addIssue({
      code: 'custom',
      path: ['adjustment'],
      message: 'La percentuale deve essere tra -99 e +500',
    });
  }
});
export type PricingRuleInput = z.infer<typeof pricingRuleInput>;

/** product §3 Pricing rule, as stored. */
export const pricingRule = z.object({
  ...ruleFields,
  id: entityId,
  pricePerNight: z.number().int().nullable(),
  discountPercentage: z.number().int().nullable(),
  priceMode: z.enum(PRICE_MODES).optional(),
  adjustment: z.number().int().nullable().optional(),
  threshold: z.number().int().nullable().optional(),
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
