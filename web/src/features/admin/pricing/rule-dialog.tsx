import type { ApartmentId } from '@catania/shared/config/apartments';
import { isDiscountType, PRICING_RULE_TYPES } from '@catania/shared/domain/pricing';
import { RULE_TYPE_INFO } from '@catania/shared/domain/pricing-calendar';
import type { PricingRule } from '@catania/shared/schemas/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { NativeSelect } from '../ui';
import { useSaveRule } from './api';

import {
  bodyOf,
  type FormValues,
  formSchema,
  PRICE_MODE_OPTIONS,
  PRIORITY_OPTIONS,
  previewRule,
  THRESHOLD_LABELS,
  valuesOf,
} from './rule-form';
import { RulePreview } from './rule-preview';

/** 'Nuova Regola Pricing' / 'Modifica Regola Pricing'. */
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
                // product §4: a discount type clears the price, any other type the discount.
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
