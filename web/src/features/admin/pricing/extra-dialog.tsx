import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import {
  EXTRA_PRICINGS,
  type ExtraPricing,
  type ExtraTranslations,
  PRICING_LABELS,
} from '@catania/shared/domain/extras';
import type { AdminExtraDefinition } from '@catania/shared/schemas/extras';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { fieldMessagesOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { Field, NativeSelect } from '../ui';
import { usePutExtraDefinition } from './api';
import { ExtraTranslationFields, writtenTranslations } from './extra-translation-fields';

/** A new extra's id, from its name: 'Culla per neonati' -> 'culla-per-neonati-4f2a'. */
const newId = (name: string) =>
  `${
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 30) || 'extra'
  }-${Math.random().toString(36).slice(2, 6)}`;

/** A number field's text as a whole number, or NaN (the server says why). */
const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What the limit counts, in the owner's words, by how the extra is priced. */
const LIMIT_HINTS: Record<ExtraPricing, string> = {
  day: 'Quanti ne può prendere un ospite per ogni giorno (es. posti auto).',
  night: 'Quanti ne può prendere un ospite per il soggiorno, pagati a notte (es. animali).',
  stay: 'Quanti ne può prendere un ospite per il soggiorno.',
};

/** A number field's text as euros, or NaN (the server says why). */
const euros = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** An extra of the catalogue, added or changed: its Italian, its English, price and limits. */
export function ExtraDialog({
  extra,
  onClose,
}: {
  extra?: AdminExtraDefinition;
  onClose: () => void;
}) {
  const names = useApartmentNames();
  const save = usePutExtraDefinition();
  const [name, setName] = useState(extra?.name ?? '');
  const [description, setDescription] = useState(extra?.description ?? '');
  const [translations, setTranslations] = useState<ExtraTranslations>(extra?.translations ?? {});
  const [pricing, setPricing] = useState<ExtraPricing>(extra?.pricing ?? 'stay');
  const [price, setPrice] = useState(extra ? String(extra.priceEuro) : '');
  const [deposit, setDeposit] = useState(extra?.depositEuro ? String(extra.depositEuro) : '');
  const [maxQuantity, setMaxQuantity] = useState(String(extra?.maxQuantity ?? 1));
  const oneOnly = extra?.rule === 'late-checkout';
  const [apartments, setApartments] = useState<ApartmentId[]>(extra?.apartmentIds ?? []);
  const [active, setActive] = useState(extra?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    const id = extra?.id ?? newId(name);
    const depositEuro = euros(deposit);
    try {
      await save.mutateAsync({
        id,
        name,
        description,
        pricing,
        priceEuro: euros(price),
        ...(deposit.trim() ? { depositEuro } : {}),
        ...(oneOnly ? {} : { maxQuantity: wholeNumber(maxQuantity) }),
        apartmentIds: APARTMENT_IDS.filter((a) => apartments.includes(a)),
        active,
        ...writtenTranslations(translations),
      });
      toast({ title: 'Extra salvato', description: name, variant: 'success' });
      onClose();
    } catch (error) {
      const fields = fieldMessagesOf(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
      } else {
        setErrors({ form: messageOf(error, 'Impossibile salvare l’extra. Riprova.') });
      }
    }
  };
  // The field's error is told by its Field, under the input of that id.
  const invalid = (field: string, inputId: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${inputId}-error` } : {};
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={extra ? `Modifica: ${extra.name}` : 'Nuovo extra'}>
        <div className="mt-4 grid gap-4">
          <Field id="extra-name" label="Nome" error={errors.name}>
            <Input
              id="extra-name"
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
              {...invalid('name', 'extra-name')}
            />
          </Field>
          <Field id="extra-description" label="Descrizione per l’ospite" error={errors.description}>
            <Textarea
              id="extra-description"
              className="min-h-20"
              value={description}
              maxLength={300}
              onChange={(e) => setDescription(e.target.value)}
              {...invalid('description', 'extra-description')}
            />
          </Field>
          <ExtraTranslationFields
            translations={translations}
            stale={extra?.staleTranslations}
            errors={errors}
            onChange={setTranslations}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="extra-price" label="Prezzo (€)" error={errors.priceEuro}>
              <Input
                id="extra-price"
                inputMode="decimal"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
                {...invalid('priceEuro', 'extra-price')}
              />
            </Field>
            <Field id="extra-pricing" label="Si paga" error={errors.pricing}>
              <NativeSelect
                id="extra-pricing"
                className="w-full"
                value={pricing}
                onValueChange={setPricing}
                options={EXTRA_PRICINGS.map((p) => ({ value: p, label: PRICING_LABELS[p] }))}
              />
            </Field>
          </div>
          <Field
            id="extra-deposit"
            label="Cauzione (€, facoltativa: restituita dopo la partenza)"
            error={errors.depositEuro}
          >
            <Input
              id="extra-deposit"
              inputMode="decimal"
              value={deposit}
              onChange={(e) => setDeposit(e.target.value)}
              {...invalid('depositEuro', 'extra-deposit')}
            />
          </Field>
          {oneOnly ? null : (
            <Field
              id="extra-max-quantity"
              label="Quantità massima per prenotazione"
              error={errors.maxQuantity}
            >
              <Input
                id="extra-max-quantity"
                inputMode="numeric"
                value={maxQuantity}
                onChange={(e) => setMaxQuantity(e.target.value)}
                {...invalid('maxQuantity', 'extra-max-quantity')}
              />
              <p className="mt-1 text-xs text-lava-600">{LIMIT_HINTS[pricing]}</p>
            </Field>
          )}
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-lava-700">
              Appartamenti (nessuno scelto: tutti)
            </legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {APARTMENT_IDS.map((id) => (
                <label key={id} className="flex min-h-11 items-center gap-2 text-sm text-lava-800">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-accent-600"
                    checked={apartments.includes(id)}
                    onChange={(e) =>
                      setApartments(
                        e.target.checked ? [...apartments, id] : apartments.filter((a) => a !== id),
                      )
                    }
                  />
                  {names[id] ?? id}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex min-h-11 items-center gap-3 text-sm text-lava-800">
            <Switch id="extra-active" checked={active} onCheckedChange={setActive} />
            <label htmlFor="extra-active">In vendita agli ospiti</label>
          </div>
          {errors.form || errors.id ? (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {errors.form ?? errors.id}
            </p>
          ) : null}
        </div>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annulla
          </Button>
          <Button disabled={save.isPending} onClick={submit}>
            Salva
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
