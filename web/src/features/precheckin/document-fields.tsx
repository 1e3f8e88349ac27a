import {
  COMMON_DOCUMENTS,
  DOCUMENT_TYPES,
  findState,
  ITALY,
  type Place,
} from '@catania/shared/alloggiati/codes';
import type { PrecheckinFormValues } from '@catania/shared/schemas/precheckin';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldError, fieldClass, Input, Label } from '../../components/ui/input';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { type KnownPlaces, useFieldError } from './form-parts';
import { PlaceCombobox } from './place-combobox';

/** The lead guest's residence and identity document, as the police registration asks for them. */

/**
 * Where the lead guest lives, for the Region's tourism statistics: a comune or a state, optional
 * (the document's place of issue stands in for it when left out).
 */
export function ResidenceField({ known }: { known: KnownPlaces }) {
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

export function DocumentFields({ known }: { known: KnownPlaces }) {
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
