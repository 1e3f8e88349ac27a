import {
  COMMON_DOCUMENTS,
  DOCUMENT_TYPES,
  findDocumentType,
  findState,
  ITALY,
  type Place,
} from '@catania/shared/alloggiati/codes';
import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { isCalendarDate, todayInRome } from '@catania/shared/domain/dates';
import type { PrecheckinView } from '@catania/shared/schemas/checkin';
import {
  type PrecheckinFormValues,
  type PrecheckinRequest,
  precheckinSchema,
} from '@catania/shared/schemas/precheckin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import {
  Controller,
  type DefaultValues,
  FormProvider,
  type Path,
  useForm,
  useFormContext,
  useWatch,
} from 'react-hook-form';
import { DateField } from '../../components/date-range-picker/date-field';
import { Button } from '../../components/ui/button';
import { FieldError, fieldClass, Input, Label } from '../../components/ui/input';
import { useLocale, useMessages } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSubmitPrecheckin } from './api';
import { PlaceCombobox } from './place-combobox';

type FieldPath = Path<PrecheckinFormValues>;
/** What the form holds for one person (the lead guest adds the document). */
type PersonValues = PrecheckinFormValues['others'][number];
type PersonField = Path<PersonValues>;

/** A field the server names in its answer (`lead.birthDate`, `others.0.surname`...). */
const isFieldPath = (field: string): field is FieldPath =>
  /^(travellingAs|others|lead\.[\w.]+|others\.\d+\.[\w.]+)$/.test(field);

/** The places the form has met (saved, chosen): what the rules know of a code in the browser. */
type KnownPlaces = Map<string, Place>;

/** A person not filled in yet: no sex chosen, born in Italy until the guest says otherwise. */
const emptyPerson = (): DefaultValues<PersonValues> => ({
  surname: '',
  name: '',
  birthDate: '',
  birthPlace: { country: 'IT', comune: '', province: '' },
  citizenship: '',
});

function defaults(view: PrecheckinView): DefaultValues<PrecheckinFormValues> {
  const saved = view.saved;
  const persons = Array.from(
    { length: view.stay.guests },
    (_, i) => saved?.guests[i] ?? emptyPerson(),
  );
  const [lead = emptyPerson(), ...others] = persons;
  return {
    travellingAs: saved?.travellingAs ?? 'family',
    lead: {
      ...lead,
      document: {
        type: saved?.document.type ?? '',
        // The number is never sent back: the guest types it again.
        number: '',
        issuedAt: saved?.document.issuedAt ?? '',
      },
      ...(saved?.residence ? { residence: saved.residence } : {}),
    },
    others,
  };
}

function knownFrom(view: PrecheckinView): KnownPlaces {
  const known: KnownPlaces = new Map();
  for (const [code, place] of Object.entries(view.saved?.places ?? {})) {
    known.set(code, { code, name: place.name, province: place.province, validUntil: null });
  }
  return known;
}

/**
 * A field's check in the page's language: the schema's (or the server's) own words on an Italian
 * page, the catalogue's on another.
 */
function useFieldError() {
  const { error } = useMessages('precheckin');
  return (field: string, message: string | undefined) => message && error(message, field);
}

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

function Radio({ label, ...props }: React.ComponentProps<'input'> & { label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-lava-800">
      <input type="radio" className="h-5 w-5 accent-accent-600" {...props} />
      {label}
    </label>
  );
}

/** The form path of person `index`: the lead guest first, then the others. */
const personPath = (index: number): 'lead' | `others.${number}` =>
  index === 0 ? 'lead' : `others.${index - 1}`;

function PersonCard({ index, total, known }: { index: number; total: number; known: KnownPlaces }) {
  const { register, control, formState, getFieldState, setValue } =
    useFormContext<PrecheckinFormValues>();
  const t = useMessages('precheckin').form;
  const fieldError = useFieldError();
  const base = personPath(index);
  const path = <F extends PersonField>(field: F): `${typeof base}.${F}` => `${base}.${field}`;
  const error = (field: PersonField) =>
    fieldError(path(field), getFieldState(path(field), formState).error?.message);
  const id = (field: string) => `p${index}-${field.replace(/\./g, '-')}`;
  const birthDate = useWatch({ control, name: path('birthDate') });
  const country = useWatch({ control, name: path('birthPlace.country') });
  const bornOn = isCalendarDate(birthDate) ? birthDate : undefined;
  const lead = index === 0;

  const placeOf = (code: unknown): Place | null =>
    typeof code === 'string' && code ? (known.get(code) ?? findState(code) ?? null) : null;
  const remember = (place: Place | null) => {
    if (place) known.set(place.code, place);
  };
  const described = (field: PersonField) => (error(field) ? `${id(field)}-error` : undefined);

  return (
    <fieldset className="rounded-2xl border border-lava-100 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-1 font-display text-lg text-lava-900">
        {lead ? t.lead : t.guest(index + 1)}
        {total > 1 ? (
          <span className="text-sm font-normal text-lava-500">
            {lead ? t.leadOf(total) : t.guestOf(total)}
          </span>
        ) : null}
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={id('surname')}>{t.surname}</Label>
          <Input
            id={id('surname')}
            autoComplete={lead ? 'family-name' : 'off'}
            aria-invalid={error('surname') ? true : undefined}
            aria-describedby={described('surname')}
            {...register(path('surname'))}
          />
          <FieldError id={`${id('surname')}-error`} message={error('surname')} />
        </div>
        <div>
          <Label htmlFor={id('name')}>{t.name}</Label>
          <Input
            id={id('name')}
            autoComplete={lead ? 'given-name' : 'off'}
            aria-invalid={error('name') ? true : undefined}
            aria-describedby={described('name')}
            {...register(path('name'))}
          />
          <FieldError id={`${id('name')}-error`} message={error('name')} />
        </div>
        <fieldset aria-describedby={described('sex')}>
          <legend className="mb-1.5 text-sm font-medium text-lava-700">{t.sex}</legend>
          <div className="flex gap-6">
            <Radio label={t.male} value="M" {...register(path('sex'))} />
            <Radio label={t.female} value="F" {...register(path('sex'))} />
          </div>
          <FieldError id={`${id('sex')}-error`} message={error('sex')} />
        </fieldset>
        <div>
          <Label htmlFor={id('birthDate')}>{t.birthDate}</Label>
          <Controller
            control={control}
            name={path('birthDate')}
            render={({ field }) => (
              <DateField
                id={id('birthDate')}
                ref={field.ref}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={todayInRome()}
                // Most guests type it; the calendar opens decades back, with year buttons.
                openOn={`${Number(todayInRome().slice(0, 4)) - 35}-06-15`}
                yearButtons
                placeholder={t.datePlaceholder}
                calendarLabel={t.birthDateCalendar}
                autoComplete={lead ? 'bday' : 'off'}
                aria-invalid={error('birthDate') ? true : undefined}
                aria-describedby={described('birthDate')}
              />
            )}
          />
          <FieldError id={`${id('birthDate')}-error`} message={error('birthDate')} />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-lava-700">{t.birthPlace}</legend>
          <div className="mb-3 flex gap-6">
            <Radio
              label={t.inItaly}
              value="IT"
              checked={country === 'IT'}
              onChange={() =>
                setValue(path('birthPlace'), { country: 'IT', comune: '', province: '' })
              }
              name={id('country')}
            />
            <Radio
              label={t.abroad}
              value="abroad"
              checked={country === 'abroad'}
              onChange={() => setValue(path('birthPlace'), { country: 'abroad', state: '' })}
              name={id('country')}
            />
          </div>
          {country === 'IT' ? (
            <Controller
              control={control}
              name={path('birthPlace.comune')}
              render={({ field }) => (
                <PlaceCombobox
                  id={id('birthPlace.comune')}
                  label={t.comune}
                  placeholder={t.comunePlaceholder}
                  hint={bornOn ? undefined : t.comuneHint}
                  value={placeOf(field.value)}
                  source={{ kind: 'comuni', ...(bornOn ? { bornOn } : {}) }}
                  onChange={(place) => {
                    remember(place);
                    setValue(
                      path('birthPlace'),
                      {
                        country: 'IT',
                        comune: place?.code ?? '',
                        province: place?.province ?? '',
                      },
                      { shouldValidate: formState.isSubmitted },
                    );
                  }}
                  error={error('birthPlace.comune') ?? error('birthPlace.province')}
                />
              )}
            />
          ) : (
            <Controller
              control={control}
              name={path('birthPlace.state')}
              render={({ field }) => (
                <PlaceCombobox
                  id={id('birthPlace.state')}
                  label={t.state}
                  placeholder={t.statePlaceholder}
                  value={placeOf(field.value)}
                  source={{ kind: 'states', withoutItaly: true, ...(bornOn ? { bornOn } : {}) }}
                  onChange={(place) => {
                    remember(place);
                    field.onChange(place?.code ?? '');
                  }}
                  error={error('birthPlace.state')}
                />
              )}
            />
          )}
        </fieldset>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name={path('citizenship')}
            render={({ field }) => (
              <PlaceCombobox
                id={id('citizenship')}
                label={t.citizenship}
                placeholder={t.citizenshipPlaceholder}
                value={placeOf(field.value)}
                source={{ kind: 'states', current: true }}
                onChange={(place) => field.onChange(place?.code ?? '')}
                error={error('citizenship')}
              />
            )}
          />
        </div>
        {lead ? <ResidenceField known={known} /> : null}
        {lead ? <DocumentFields known={known} /> : null}
      </div>
    </fieldset>
  );
}

/**
 * Where the lead guest lives, for the Region's tourism statistics: a comune or a state, optional
 * (the document's place of issue stands in for it when left out).
 */
function ResidenceField({ known }: { known: KnownPlaces }) {
  const { control, formState, getFieldState } = useFormContext<PrecheckinFormValues>();
  const t = useMessages('precheckin').form;
  const error = useFieldError()(
    'lead.residence',
    getFieldState('lead.residence', formState).error?.message,
  );
  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name="lead.residence"
        render={({ field }) => (
          <PlaceCombobox
            id="lead-residence"
            label={t.residence}
            placeholder={t.placePlaceholder}
            hint={t.residenceHint}
            value={field.value ? (known.get(field.value) ?? findState(field.value) ?? null) : null}
            source={{ kind: 'issue' }}
            onChange={(place) => {
              if (place) known.set(place.code, place);
              field.onChange(place?.code);
            }}
            error={error}
          />
        )}
      />
    </div>
  );
}

function DocumentFields({ known }: { known: KnownPlaces }) {
  const { register, control, formState, getFieldState } = useFormContext<PrecheckinFormValues>();
  const messages = useMessages('precheckin');
  const t = messages.form;
  const fieldError = useFieldError();
  const error = (field: 'type' | 'number' | 'issuedAt') =>
    fieldError(
      `lead.document.${field}`,
      getFieldState(`lead.document.${field}`, formState).error?.message,
    );
  const isCommon = (code: string) => COMMON_DOCUMENTS.some((common) => common === code);
  const common = DOCUMENT_TYPES.filter((d) => isCommon(d.code));
  const others = DOCUMENT_TYPES.filter((d) => !isCommon(d.code));
  const placeOf = (code: string): Place | null =>
    code ? (known.get(code) ?? (code === ITALY ? null : (findState(code) ?? null))) : null;

  return (
    <fieldset className="grid gap-4 border-t border-lava-100 pt-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="sr-only">{t.document}</legend>
      <p className="text-sm font-semibold text-lava-800 sm:col-span-2">{t.documentNote}</p>
      <div>
        <Label htmlFor="doc-type">{t.documentType}</Label>
        <select
          id="doc-type"
          className={cn(fieldClass, 'h-12')}
          aria-invalid={error('type') ? true : undefined}
          aria-describedby={error('type') ? 'doc-type-error' : undefined}
          {...register('lead.document.type')}
        >
          <option value="">{t.choose}</option>
          <optgroup label={t.commonDocuments}>
            {common.map((d) => (
              <option key={d.code} value={d.code}>
                {messages.documentName(d.code, d.name)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t.otherDocuments}>
            {others.map((d) => (
              <option key={d.code} value={d.code}>
                {messages.documentName(d.code, d.name)}
              </option>
            ))}
          </optgroup>
        </select>
        <FieldError id="doc-type-error" message={error('type')} />
      </div>
      <div>
        <Label htmlFor="doc-number">{t.documentNumber}</Label>
        <Input
          id="doc-number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error('number') ? true : undefined}
          aria-describedby={error('number') ? 'doc-number-error' : undefined}
          {...register('lead.document.number')}
        />
        <FieldError id="doc-number-error" message={error('number')} />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="lead.document.issuedAt"
          render={({ field }) => (
            <PlaceCombobox
              id="doc-issuedAt"
              label={t.issuedAt}
              placeholder={t.placePlaceholder}
              value={placeOf(field.value)}
              source={{ kind: 'issue' }}
              onChange={(place) => {
                if (place) known.set(place.code, place);
                field.onChange(place?.code ?? '');
              }}
              error={error('issuedAt')}
            />
          )}
        />
      </div>
    </fieldset>
  );
}
