import type { ApartmentId } from '@catania/shared/config/apartments';
import { isDiscountType, PRICING_RULE_TYPES } from '@catania/shared/domain/pricing';
import { RULE_TYPE_INFO } from '@catania/shared/domain/pricing-calendar';
import type { PricingRule, PricingRuleInput } from '@catania/shared/schemas/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { useSaveRule } from '../api';
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
    pricePerNight: z.string(),
    discountPercentage: z.string(),
    priority: z.string(),
    description: z.string().max(500),
  })
  .superRefine((values, ctx) => {
    if (values.startDate && values.endDate && values.endDate < values.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'La data di fine deve essere uguale o successiva alla data di inizio',
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

const DEFAULTS: FormValues = {
  type: 'base',
  startDate: '',
  endDate: '',
  pricePerNight: '',
  discountPercentage: '',
  priority: '1',
  description: '',
};

function valuesOf(rule: PricingRule | undefined): FormValues {
  if (!rule) return DEFAULTS;
  return {
    type: rule.type,
    startDate: rule.startDate,
    endDate: rule.endDate,
    pricePerNight: rule.pricePerNight == null ? '' : String(rule.pricePerNight),
    discountPercentage: rule.discountPercentage == null ? '' : String(rule.discountPercentage),
    priority: String(rule.priority),
    description: rule.description ?? '',
  };
}

/** SPEC 2 'Nuova Regola Pricing' / 'Modifica Regola Pricing'. */
export function RuleDialog({
  open,
  onOpenChange,
  apartmentId,
  apartmentName,
  rule,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  apartmentId: ApartmentId;
  apartmentName: string;
  rule?: PricingRule;
}) {
  const save = useSaveRule();
  const {
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
  const discount = isDiscountType(type);

  const onSubmit = handleSubmit(async (values) => {
    const body: PricingRuleInput = {
      apartmentId,
      type: values.type,
      startDate: values.startDate,
      endDate: values.endDate,
      pricePerNight: discount ? null : Number(values.pricePerNight),
      discountPercentage: discount ? Number(values.discountPercentage) : null,
      priority: Number(values.priority),
      isActive: rule?.isActive ?? true,
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
    };
    try {
      await save.mutateAsync({ id: rule?.id, rule: body });
      toast({ title: rule ? 'Regola aggiornata' : 'Regola creata', variant: 'success' });
      onOpenChange(false);
    } catch {
      toast({
        title: 'Errore',
        description: rule
          ? "Errore nell'aggiornamento della regola."
          : 'Errore nella creazione della regola.',
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
              <Input
                id="rule-start"
                type="date"
                aria-invalid={errors.startDate ? true : undefined}
                {...register('startDate')}
              />
              <FieldError id="rule-start-error" message={errors.startDate?.message} />
            </div>
            <div>
              <Label htmlFor="rule-end">Data fine</Label>
              <Input
                id="rule-end"
                type="date"
                aria-invalid={errors.endDate ? true : undefined}
                {...register('endDate')}
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
            </div>
          ) : (
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
