import type { Place } from '@catania/shared/alloggiati/codes';
import type { PrecheckinView } from '@catania/shared/schemas/checkin';
import type { PrecheckinFormValues } from '@catania/shared/schemas/precheckin';
import type { DefaultValues, Path } from 'react-hook-form';
import { useMessages } from '../../i18n/messages';

/**
 * What the pre-check-in form holds and shares between its parts: its values and their paths, the
 * places it has met, a person's empty card, a field's check in the page's language, a radio.
 */

type FieldPath = Path<PrecheckinFormValues>;

/** What the form holds for one person (the lead guest adds the document). */
type PersonValues = PrecheckinFormValues['others'][number];

export type PersonField = Path<PersonValues>;

/** A field the server names in its answer (`lead.birthDate`, `others.0.surname`...). */
export const isFieldPath = (field: string): field is FieldPath =>
  /^(travellingAs|others|lead\.[\w.]+|others\.\d+\.[\w.]+)$/.test(field);

/** The places the form has met (saved, chosen): what the rules know of a code in the browser. */
export type KnownPlaces = Map<string, Place>;

/** A person not filled in yet: no sex chosen, born in Italy until the guest says otherwise. */
const emptyPerson = (): DefaultValues<PersonValues> => ({
  surname: '',
  name: '',
  birthDate: '',
  birthPlace: { country: 'IT', comune: '', province: '' },
  citizenship: '',
});

export function defaults(view: PrecheckinView): DefaultValues<PrecheckinFormValues> {
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

export function knownFrom(view: PrecheckinView): KnownPlaces {
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
export function useFieldError() {
  const { error } = useMessages('precheckin');
  return (field: string, message: string | undefined) => message && error(message, field);
}

export function Radio({ label, ...props }: React.ComponentProps<'input'> & { label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-lava-800">
      <input type="radio" className="h-5 w-5 accent-accent-600" {...props} />
      {label}
    </label>
  );
}

/** The form path of person `index`: the lead guest first, then the others. */
export const personPath = (index: number): 'lead' | `others.${number}` =>
  index === 0 ? 'lead' : `others.${index - 1}`;
