import type { ApartmentId } from '@catania/shared/config/apartments';
import {
  isDiscountType,
  PRICE_MODES,
  PRICING_RULE_TYPES,
  type PriceMode,
  type PriceRule,
  type PricingRuleType,
} from '@catania/shared/domain/pricing';
import { PERIOD_END_MESSAGE } from '@catania/shared/schemas/common';
import {
  type PricingRule,
  type PricingRuleInput,
  pricingRuleInput,
} from '@catania/shared/schemas/pricing';
import * as z from 'zod';

/*
 * The pricing rule dialog's form: its fields by type, their checks, and the body the API reads.
 */
export const PRIORITY_OPTIONS = [
  { value: '1', label: '1 (massima priorità)' },
  { value: '2', label: '2 (alta)' },
  { value: '3', label: '3 (media)' },
  { value: '4', label: '4 (bassa)' },
  { value: '5', label: '5 (minima priorità)' },
];

const wholeNumber = /^\d+$/;

/** The pricing rule form (product §5): what is required depends on the type. */
export const formSchema = z
  .object({
    type: z.enum(PRICING_RULE_TYPES),
    startDate: z.string().min(1, 'Data di inizio richiesta'),
    endDate: z.string().min(1, 'Data di fine richiesta'),
    priceMode: z.enum(PRICE_MODES),
    pricePerNight: z.string(),
    adjustment: z.string(),
    discountPercentage: z.string(),
    threshold: z.string(),
    priority: z.string(),
    description: z.string().max(500),
  })
  .superRefine((values, ctx) => {
    if (values.startDate && values.endDate && values.endDate < values.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: PERIOD_END_MESSAGE,
      });
    }
    if (isDiscountType(values.type)) {
      const n = Number(values.discountPercentage);
      if (!wholeNumber.test(values.discountPercentage) || n < 1 || n > 100) {
        ctx.addIssue({
          code: 'custom',
          path: ['discountPercentage'],
          message: 'Sconto richiesto: un numero intero da 1 a 100',
        });
      }
      if (THRESHOLD_LABELS[values.type] && !wholeNumber.test(values.threshold)) {
        ctx.addIssue({
          code: 'custom',
          path: ['threshold'],
          message: 'Indica un numero intero',
        });
      }
    } else if (values.priceMode !== 'fixed') {
      const n = Number(values.adjustment);
      if (!/^[-+]?\d+$/.test(values.adjustment.trim()) || n === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['adjustment'],
          message: 'Indica una variazione intera diversa da 0 (es. 20 o -10)',
        });
      } else if (values.priceMode === 'percent' && (n <= -100 || n > 500)) {
        ctx.addIssue({
          code: 'custom',
          path: ['adjustment'],
          message: 'La percentuale deve essere tra -99 e +500',
        });
      }
    } else {
      const n = Number(values.pricePerNight);
      if (!wholeNumber.test(values.pricePerNight) || n < 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['pricePerNight'],
          message: 'Prezzo richiesto: un numero intero di almeno €1',
        });
      }
    }
  });
export type FormValues = z.infer<typeof formSchema>;

/** What `threshold` counts for the discount types that have one. */
export const THRESHOLD_LABELS: Partial<Record<PricingRuleType, string>> = {
  length_discount: 'Da quante notti in su',
  last_minute: "Entro quanti giorni dall'arrivo",
  early_booking: "Almeno quanti giorni prima dell'arrivo",
};

export const PRICE_MODE_OPTIONS: { value: PriceMode; label: string }[] = [
  { value: 'fixed', label: 'Prezzo fisso per notte (€)' },
  { value: 'percent', label: 'Percentuale sul prezzo base (%)' },
  { value: 'amount', label: 'Importo sul prezzo base (€ in più o in meno)' },
];

export const DEFAULTS: FormValues = {
  type: 'base',
  startDate: '',
  endDate: '',
  priceMode: 'fixed',
  pricePerNight: '',
  adjustment: '',
  discountPercentage: '',
  threshold: '',
  priority: '1',
  description: '',
};

export function valuesOf(rule: PricingRule | undefined): FormValues {
  if (!rule) return DEFAULTS;
  return {
    type: rule.type,
    startDate: rule.startDate,
    endDate: rule.endDate,
    priceMode: rule.priceMode ?? 'fixed',
    pricePerNight: rule.pricePerNight == null ? '' : String(rule.pricePerNight),
    adjustment: rule.adjustment == null ? '' : String(rule.adjustment),
    discountPercentage: rule.discountPercentage == null ? '' : String(rule.discountPercentage),
    threshold: rule.threshold == null ? '' : String(rule.threshold),
    priority: String(rule.priority),
    description: rule.description ?? '',
  };
}

/** The form's values as the API reads them: only the fields of the chosen type and mode. */
export function bodyOf(
  apartmentId: ApartmentId,
  values: FormValues,
  isActive: boolean,
): PricingRuleInput {
  const discount = isDiscountType(values.type);
  const fixed = values.priceMode === 'fixed';
  return {
    apartmentId,
    type: values.type,
    startDate: values.startDate,
    endDate: values.endDate,
    pricePerNight: !discount && fixed ? Number(values.pricePerNight) : null,
    discountPercentage: discount ? Number(values.discountPercentage) : null,
    ...(discount ? {} : { priceMode: values.priceMode }),
    ...(!discount && !fixed ? { adjustment: Number(values.adjustment) } : {}),
    ...(discount && THRESHOLD_LABELS[values.type] ? { threshold: Number(values.threshold) } : {}),
    priority: Number(values.priority),
    isActive,
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
  };
}

/** The draft as a rule the engine can price, or undefined while it is incomplete. */
export function previewRule(
  apartmentId: ApartmentId,
  values: FormValues,
  rule: PricingRule | undefined,
): PriceRule | undefined {
  if (!values.startDate || !values.endDate || values.endDate < values.startDate) return undefined;
  const parsed = pricingRuleInput.safeParse(bodyOf(apartmentId, values, true));
  return parsed.success ? { ...parsed.data, id: rule?.id ?? 'nuova' } : undefined;
}
