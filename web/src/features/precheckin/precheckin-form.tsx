import { findDocumentType, findState } from '@catania/shared/alloggiati/codes';
import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { todayInRome } from '@catania/shared/domain/dates';
import type { PrecheckinView } from '@catania/shared/schemas/checkin';
import type { PrecheckinFormValues, PrecheckinRequest } from '@catania/shared/schemas/precheckin';
import { precheckinSchema } from '@catania/shared/schemas/precheckin-checks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/input';
import { useLocale, useMessages } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { useSubmitPrecheckin } from './api';
import {
  defaults,
  isFieldPath,
  type KnownPlaces,
  knownFrom,
  Radio,
  useFieldError,
} from './form-parts';
import { PersonCard } from './person-card';

/** The pre-check-in form: one card per person, the lead guest's document. */
export function PrecheckinForm({
  token,
  view,
  onDone,
}: {
  token: string;
  view: PrecheckinView;
  onDone: () => void;
}) {
  const known = useRef<KnownPlaces>(knownFrom(view));
  const schema = useMemo(
    () =>
      precheckinSchema({
        today: todayInRome(),
        expectedGuests: view.stay.guests,
        state: findState,
        // The browser knows the comuni the guest picked; the server checks the rest.
        comune: (code) => known.current.get(code) ?? null,
        documentType: (code) => findDocumentType(code)?.name,
      }),
    [view.stay.guests],
  );
  const form = useForm<PrecheckinFormValues, unknown, PrecheckinRequest>({
    resolver: zodResolver(schema),
    defaultValues: defaults(view),
    mode: 'onTouched',
  });
  const submit = useSubmitPrecheckin(token);
  const [failure, setFailure] = useState<string>();
  const t = useMessages('precheckin').form;
  const locale = useLocale();
  const fieldError = useFieldError();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await submit.mutateAsync(values);
      onDone();
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      for (const issue of body?.issues ?? []) {
        if (isFieldPath(issue.field)) form.setError(issue.field, { message: issue.message });
      }
      setFailure((locale === DEFAULT_LOCALE && body?.error) || t.failed);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t.label}>
        {view.stay.guests > 1 ? <TravellingAs /> : null}
        <PersonCard index={0} total={view.stay.guests} known={known.current} />
        {Array.from({ length: view.stay.guests - 1 }, (_, i) => (
          <PersonCard
            // biome-ignore lint/suspicious/noArrayIndexKey: one card per place in the booking, never reordered.
            key={i}
            index={i + 1}
            total={view.stay.guests}
            known={known.current}
          />
        ))}
        <FieldError
          id="others-error"
          message={fieldError(
            'others',
            form.getFieldState('others', form.formState).error?.message,
          )}
        />
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function TravellingAs() {
  const { register } = useFormContext<PrecheckinFormValues>();
  const t = useMessages('precheckin').form;
  return (
    <fieldset className="rounded-2xl border border-lava-100 bg-white p-5">
      <legend className="px-1 text-sm font-semibold text-lava-800">{t.travellingAs}</legend>
      <div className="mt-1 flex flex-wrap gap-6">
        <Radio label={t.family} value="family" {...register('travellingAs')} />
        <Radio label={t.group} value="group" {...register('travellingAs')} />
      </div>
    </fieldset>
  );
}
