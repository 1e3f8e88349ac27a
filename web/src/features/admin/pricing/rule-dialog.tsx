import type { ApartmentId } from '@catania/shared/config/apartments';
import { todayInRome } from '@catania/shared/domain/dates';
import { centsToEuro, formatEuro } from '@catania/shared/domain/money';
import {
  isDiscountType,
  PRICE_MODES,
  PRICING_RULE_TYPES,
  type PriceMode,
  type PriceRule,
  type PricingRuleType,
} from '@catania/shared/domain/pricing';
import {
  nightChanges,
  PREVIEW_DAYS,
  RULE_TYPE_INFO,
  ruleConditionLabel,
} from '@catania/shared/domain/pricing-calendar';
import { PERIOD_END_MESSAGE } from '@catania/shared/schemas/common';
import {
  type PricingRule,
  type PricingRuleInput,
  pricingRuleInput,
} from '@catania/shared/schemas/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf, useSaveRule } from '../api';
import { NativeSelect } from '../ui';

export const PRIORITY_OPTIONS = [
  { value: '1', label: '1 (massima priorità)' },
  { value: '2', label: '2 (alta)' },
  { value: '3', label: '3 (media)' },
  { value: '4', label: '4 (bassa)' },
  { value: '5', label: '5 (minima priorità)' },
];

const wholeNumber = /^\d+$/;

/** SPEC 5 Pricing rule form: what is required depends on the type. */
const formSchema = z
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
type FormValues = z.infer<typeof formSchema>;

/** What `threshold` counts for the discount types that have one. */
const THRESHOLD_LABELS: Partial<Record<PricingRuleType, string>> = {
  length_discount: 'Da quante notti in su',
  last_minute: "Entro quanti giorni dall'arrivo",
  early_booking: "Almeno quanti giorni prima dell'arrivo",
};

const PRICE_MODE_OPTIONS: { value: PriceMode; label: string }[] = [
  { value: 'fixed', label: 'Prezzo fisso per notte (€)' },
  { value: 'percent', label: 'Percentuale sul prezzo base (%)' },
  { value: 'amount', label: 'Importo sul prezzo base (€ in più o in meno)' },
];

const DEFAULTS: FormValues = {
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

function valuesOf(rule: PricingRule | undefined): FormValues {
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
function bodyOf(apartmentId: ApartmentId, values: FormValues, isActive: boolean): PricingRuleInput {
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
function previewRule(
  apartmentId: ApartmentId,
  values: FormValues,
  rule: PricingRule | undefined,
): PriceRule | undefined {
  if (!values.startDate || !values.endDate || values.endDate < values.startDate) return undefined;
  const parsed = pricingRuleInput.safeParse(bodyOf(apartmentId, values, true));
  return parsed.success ? { ...parsed.data, id: rule?.id ?? 'nuova' } : undefined;
}

/** See before saving: the nights of the next 60 days whose price the draft changes. */
function RulePreview({
  basePrice,
  rules,
  draft,
}: {
  basePrice: number;
  rules: readonly PricingRule[];
  draft: PriceRule | undefined;
}) {
  const today = todayInRome();
  if (!draft) return null;
  const discount = isDiscountType(draft.type);
  const changes = discount ? [] : nightChanges(basePrice, rules, draft, today);
  return (
    <section
      aria-label="Anteprima dei prossimi 60 giorni"
      className="rounded-xl bg-lava-50 p-3 text-sm"
      data-testid="rule-preview"
    >
      <h4 className="font-semibold text-lava-900">Anteprima: prossimi {PREVIEW_DAYS} giorni</h4>
      {discount ? (
        <p className="mt-1 text-lava-700">
          Sconto del {draft.discountPercentage}% sul totale dei soggiorni
          {ruleConditionLabel(draft) ? ` ${ruleConditionLabel(draft)}` : ''} con arrivo tra il{' '}
          {formatDay(draft.startDate)} e il {formatDay(draft.endDate)}.
        </p>
      ) : changes.length === 0 ? (
        <p className="mt-1 text-lava-700">
          Nessun prezzo cambia nei prossimi {PREVIEW_DAYS} giorni (un'altra regola vince, o le date
          sono più avanti).
        </p>
      ) : (
        <>
          <p className="mt-1 text-lava-700">
            Cambia il prezzo di {changes.length} {changes.length === 1 ? 'notte' : 'notti'}:
          </p>
          <ul className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5 sm:grid-cols-3">
            {changes.slice(0, 12).map((change) => (
              <li key={change.date} className="tabular-nums">
                {formatDay(change.date).slice(0, 5)}: {formatEuro(centsToEuro(change.beforeCents))}{' '}
                → <strong>{formatEuro(centsToEuro(change.afterCents))}</strong>
              </li>
            ))}
          </ul>
          {changes.length > 12 ? (
            <p className="mt-1 text-lava-600">e altre {changes.length - 12}.</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** SPEC 2 'Nuova Regola Pricing' / 'Modifica Regola Pricing'. */
export function RuleDialog({
  open,
  onOpenChange,
  apartmentId,
  apartmentName,
  rule,
  rules = [],
  basePrice,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  apartmentId: ApartmentId;
  apartmentName: string;
  rule?: PricingRule;
  /** The apartment's rules, for the preview. */
  rules?: readonly PricingRule[];
  basePrice?: number;
}) {
  const save = useSaveRule();
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(rule) });

  // The form starts again from its defaults (or the rule) at each opening (the apartment can
  // only change while it is closed) and whenever the rule changes.
  useEffect(() => {
    if (open) reset(valuesOf(rule));
  }, [open, rule, reset]);

  const type = watch('type');
  const priceMode = watch('priceMode');
  const discount = isDiscountType(type);
  const thresholdLabel = THRESHOLD_LABELS[type];
  const values = watch();

  const onSubmit = handleSubmit(async (values) => {
    const body = bodyOf(apartmentId, values, rule?.isActive ?? true);
    try {
      await save.mutateAsync({ id: rule?.id, rule: body });
      toast({ title: rule ? 'Regola aggiornata' : 'Regola creata', variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(
          error,
          rule ? "Errore nell'aggiornamento della regola." : 'Errore nella creazione della regola.',
        ),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={rule ? 'Modifica Regola Pricing' : 'Nuova Regola Pricing'}
        description={apartmentName}
      >
        <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
          <div>
            <Label htmlFor="rule-type">Tipo di regola</Label>
            <NativeSelect
              id="rule-type"
              className="w-full"
              value={type}
              onValueChange={(next) => {
                setValue('type', next);
                // SPEC 4: a discount type clears the price, any other type the discount.
                if (isDiscountType(next)) setValue('pricePerNight', '');
                else setValue('discountPercentage', '');
              }}
              options={PRICING_RULE_TYPES.map((t) => ({
                value: t,
                label: RULE_TYPE_INFO[t].label,
              }))}
            />
            <p className="mt-1 text-xs text-lava-500">{RULE_TYPE_INFO[type].description}</p>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <Label htmlFor="rule-start">Data inizio</Label>
              <Controller
                name="startDate"
                control={control}
                render={({ field }) => (
                  <DateField
                    id="rule-start"
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-invalid={errors.startDate ? true : undefined}
                  />
                )}
              />
              <FieldError id="rule-start-error" message={errors.startDate?.message} />
            </div>
            <div>
              <Label htmlFor="rule-end">Data fine</Label>
              <Controller
                name="endDate"
                control={control}
                render={({ field }) => (
                  <DateField
                    id="rule-end"
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-invalid={errors.endDate ? true : undefined}
                  />
                )}
              />
              <FieldError id="rule-end-error" message={errors.endDate?.message} />
            </div>
          </div>
          {discount ? (
            <div>
              <Label htmlFor="rule-discount">Sconto (%)</Label>
              <Input
                id="rule-discount"
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                aria-invalid={errors.discountPercentage ? true : undefined}
                {...register('discountPercentage')}
              />
              <FieldError id="rule-discount-error" message={errors.discountPercentage?.message} />
              {thresholdLabel ? (
                <div className="mt-3">
                  <Label htmlFor="rule-threshold">{thresholdLabel}</Label>
                  <Input
                    id="rule-threshold"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    aria-invalid={errors.threshold ? true : undefined}
                    {...register('threshold')}
                  />
                  <FieldError id="rule-threshold-error" message={errors.threshold?.message} />
                </div>
              ) : null}
            </div>
          ) : (
            <div className="grid gap-3">
              <div>
                <Label htmlFor="rule-mode">Come si calcola il prezzo</Label>
                <NativeSelect
                  id="rule-mode"
                  className="w-full"
                  options={PRICE_MODE_OPTIONS}
                  value={priceMode}
                  onValueChange={(next) => setValue('priceMode', next)}
                />
              </div>
              {priceMode === 'fixed' ? (
                <div>
                  <Label htmlFor="rule-price">Prezzo per notte (€)</Label>
                  <Input
                    id="rule-price"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    aria-invalid={errors.pricePerNight ? true : undefined}
                    {...register('pricePerNight')}
                  />
                  <FieldError id="rule-price-error" message={errors.pricePerNight?.message} />
                </div>
              ) : (
                <div>
                  <Label htmlFor="rule-adjustment">
                    {priceMode === 'percent'
                      ? 'Variazione (%): es. 20 per +20%, -10 per −10%'
                      : 'Variazione (€): es. 15 o -10'}
                  </Label>
                  <Input
                    id="rule-adjustment"
                    type="number"
                    inputMode="numeric"
                    step={1}
                    aria-invalid={errors.adjustment ? true : undefined}
                    {...register('adjustment')}
                  />
                  <FieldError id="rule-adjustment-error" message={errors.adjustment?.message} />
                </div>
              )}
            </div>
          )}
          <div>
            <Label htmlFor="rule-priority">Priorità</Label>
            <NativeSelect
              id="rule-priority"
              className="w-full"
              options={PRIORITY_OPTIONS}
              {...register('priority')}
            />
          </div>
          <div>
            <Label htmlFor="rule-description">Descrizione (facoltativa)</Label>
            <Textarea
              id="rule-description"
              className="min-h-20"
              placeholder="Es. Alta stagione estiva"
              {...register('description')}
            />
          </div>
          {basePrice !== undefined ? (
            <RulePreview
              basePrice={basePrice}
              rules={rules}
              draft={previewRule(apartmentId, values, rule)}
            />
          ) : null}
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Annulla
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : rule ? 'Aggiorna Regola' : 'Crea Regola'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
