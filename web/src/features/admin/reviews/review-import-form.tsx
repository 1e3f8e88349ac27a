import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { apartmentNameOf } from '@catania/shared/content/apartments';
import { useState } from 'react';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { formatsFor } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Card, Field, NativeSelect } from '../ui';
import { useModerateReview } from './api';
import { failed } from './review-item';

/** Reviews brought in from another platform, entered by the owner. */

/**
 * The languages the owner picks from for a copied review (the pages mark its words with it, and
 * name it on a page in another language); any other stays unstated.
 */
const LANGUAGES = ['it', 'en', 'fr', 'de', 'es', 'nl', 'pt', 'pl'] as const;
const languageOptions = [
  { value: '', label: 'Non indicata' },
  ...LANGUAGES.map((code) => {
    const name = formatsFor('it').languageName(code) ?? code;
    return { value: code, label: name.charAt(0).toUpperCase() + name.slice(1) };
  }),
];

/** A review copied from Airbnb or Booking.com: published at once, labelled by its source. */
export function ImportForm() {
  const importReview = useModerateReview();
  const [form, setForm] = useState({
    apartmentId: APARTMENT_IDS[0] as ApartmentId,
    source: 'airbnb' as 'airbnb' | 'booking',
    date: '',
    overall: '10',
    text: '',
    language: '',
    firstName: '',
    country: '',
  });
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  return (
    <Card className="grid gap-3">
      <h3 className="font-semibold text-lava-900">
        Aggiungi una recensione da Airbnb o Booking.com
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="import-apartment" label="Appartamento">
          <NativeSelect
            id="import-apartment"
            className="w-full"
            value={form.apartmentId}
            onValueChange={set('apartmentId')}
            options={APARTMENT_IDS.map((id) => ({ value: id, label: apartmentNameOf(id) }))}
          />
        </Field>
        <Field id="import-source" label="Piattaforma">
          <NativeSelect
            id="import-source"
            className="w-full"
            value={form.source}
            onValueChange={set('source')}
            options={[
              { value: 'airbnb', label: 'Airbnb' },
              { value: 'booking', label: 'Booking.com' },
            ]}
          />
        </Field>
        <Field id="import-date" label="Data sulla piattaforma">
          <DateField id="import-date" value={form.date} onChange={set('date')} />
        </Field>
        <Field id="import-overall" label="Voto su 10">
          <Input
            id="import-overall"
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            value={form.overall}
            onChange={(e) => set('overall')(e.target.value)}
          />
        </Field>
        <Field id="import-language" label="Lingua della recensione">
          <NativeSelect
            id="import-language"
            className="w-full"
            value={form.language}
            onValueChange={set('language')}
            options={languageOptions}
          />
        </Field>
        <Field id="import-name" label="Nome dell'ospite">
          <Input
            id="import-name"
            value={form.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
          />
        </Field>
        <Field id="import-country" label="Paese o città">
          <Input
            id="import-country"
            value={form.country}
            onChange={(e) => set('country')(e.target.value)}
          />
        </Field>
      </div>
      <Field id="import-text" label="Testo della recensione, come sulla piattaforma">
        <Textarea
          id="import-text"
          value={form.text}
          onChange={(e) => set('text')(e.target.value)}
        />
      </Field>
      <div>
        <Button
          size="sm"
          disabled={importReview.isPending}
          onClick={() =>
            importReview.mutate(
              {
                action: 'import',
                ...form,
                overall: Number(form.overall),
                language: form.language || undefined,
              },
              {
                onError: failed,
                onSuccess: () => {
                  toast({ variant: 'success', title: 'Recensione aggiunta e pubblicata' });
                  setForm((f) => ({ ...f, text: '', firstName: '', country: '', date: '' }));
                },
              },
            )
          }
        >
          Aggiungi
        </Button>
      </div>
    </Card>
  );
}
