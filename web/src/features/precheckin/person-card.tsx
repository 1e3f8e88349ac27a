import { findState, type Place } from '@catania/shared/alloggiati/codes';
import { isCalendarDate, todayInRome } from '@catania/shared/domain/dates';
import type { PrecheckinFormValues } from '@catania/shared/schemas/precheckin';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../components/date-range-picker/date-field';
import { FieldError, Input, Label } from '../../components/ui/input';
import { useMessages } from '../../i18n/messages';
import { DocumentFields, ResidenceField } from './document-fields';
import { type KnownPlaces, type PersonField, personPath, Radio, useFieldError } from './form-parts';
import { PlaceCombobox } from './place-combobox';

/** One person's card on the pre-check-in form: name, birth, citizenship; the lead guest's residence and document too. */

export function PersonCard({
  index,
  total,
  known,
}: {
  index: number;
  total: number;
  known: KnownPlaces;
}) {
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
