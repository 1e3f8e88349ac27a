import * as z from 'zod';
import { normaliseDocumentNumber } from '../alloggiati/document-number';
import { foldToAscii } from '../alloggiati/text';
import { site } from '../config/site';
import { isCalendarDate } from '../domain/dates';
import { PRECHECKIN_MESSAGES } from '../domain/precheckin-messages';

/**
 * The online pre-check-in: for each person staying, what the police registration
 * (Alloggiati Web) asks, and for the lead guest the identity document. Two layers:
 * - `precheckinRequest`: the shape and formats of the body, checked at the door (400 by field);
 * - `precheckinProblems`: the rules that need the code tables and today's date (a date of birth
 *   in the past, a comune that existed on it, the document number's format for its type, as many
 *   persons as the booking), used by the form (`precheckinSchema`) and by the server alike.
 */

export { PRECHECKIN_MESSAGES };

/** A name as on the document: Latin letters (accents fine), spaces, apostrophes, dots, dashes. */
const personName = (max: number, missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine(
      // An empty name already has its own message.
      (value) => value === '' || /^[A-Z][A-Z' .-]*$/.test(foldToAscii(value)),
      PRECHECKIN_MESSAGES.latinLetters,
    )
    .refine(
      (value) => foldToAscii(value).replace(/\s+/g, ' ').length <= max,
      `${label} può avere al massimo ${max} caratteri`,
    );

const placeCode = (message: string) => z.string({ error: message }).regex(/^\d{9}$/, message);

export const birthPlace = z.discriminatedUnion(
  'country',
  [
    z.strictObject({
      country: z.literal('IT'),
      comune: placeCode(PRECHECKIN_MESSAGES.comune),
      province: z
        .string({ error: PRECHECKIN_MESSAGES.province })
        .regex(/^[A-Z]{2}$/, PRECHECKIN_MESSAGES.province),
    }),
    z.strictObject({
      country: z.literal('abroad'),
      state: placeCode(PRECHECKIN_MESSAGES.stateOfBirth),
    }),
  ],
  { error: 'Indica se la persona è nata in Italia o all\u2019estero' },
);

export const precheckinGuest = z.strictObject({
  surname: personName(50, PRECHECKIN_MESSAGES.surname, 'Il cognome'),
  name: personName(30, PRECHECKIN_MESSAGES.name, 'Il nome'),
  sex: z.enum(['M', 'F'], { error: PRECHECKIN_MESSAGES.sex }),
  birthDate: z
    .string({ error: PRECHECKIN_MESSAGES.birthDate })
    .refine(isCalendarDate, PRECHECKIN_MESSAGES.birthDate),
  birthPlace,
  citizenship: placeCode(PRECHECKIN_MESSAGES.citizenship),
});

export type PrecheckinGuest = z.infer<typeof precheckinGuest>;

export const identityDocument = z.strictObject({
  type: z
    .string({ error: PRECHECKIN_MESSAGES.documentType })
    .regex(/^[A-Z0-9]{5}$/, PRECHECKIN_MESSAGES.documentType),
  number: z
    .string({ error: PRECHECKIN_MESSAGES.documentNumber })
    .transform(normaliseDocumentNumber)
    .pipe(
      z
        .string()
        .min(1, PRECHECKIN_MESSAGES.documentNumber)
        .max(20, 'Il numero del documento può avere al massimo 20 caratteri'),
    ),
  issuedAt: placeCode(PRECHECKIN_MESSAGES.issuedAt),
});

export type IdentityDocumentInput = z.infer<typeof identityDocument>;

/** PUT /api/checkin/{token}: everyone staying, the lead guest (with the document) first. */
export const precheckinRequest = z.strictObject({
  travellingAs: z.enum(['family', 'group'], { error: PRECHECKIN_MESSAGES.travellingAs }),
  lead: precheckinGuest.extend({
    document: identityDocument,
    /**
     * Where the lead guest lives: a comune (in Italy) or a state, for the Region's statistics.
     * Optional: without it the document's place of issue stands in (ADR 0018).
     */
    residence: placeCode(PRECHECKIN_MESSAGES.residence).optional(),
  }),
  others: z.array(precheckinGuest).max(site.stay.maxGuests * 4),
});

export type PrecheckinRequest = z.infer<typeof precheckinRequest>;

export type PrecheckinFormValues = z.input<typeof precheckinRequest>;
