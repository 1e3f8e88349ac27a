import * as z from 'zod';
import { documentNumberFormat, isValidDocumentNumber } from '../alloggiati/document-number';
import { ITALY } from '../alloggiati/tables';
import { portalDate } from '../domain/alloggiati-record';
import { type CalendarDate, isCalendarDate } from '../domain/dates';
import { PRECHECKIN_MESSAGES } from '../domain/precheckin-messages';
import {
  type IdentityDocumentInput,
  identityDocument,
  type PrecheckinGuest,
  type PrecheckinRequest,
  precheckinGuest,
  precheckinRequest,
} from './precheckin';

/**
 * The pre-check-in's checks across fields, against what the stay and the places know: birth and
 * document dates, a place that existed then, the party's size; and the schema that runs them.
 */

/** What the rules need to know of a code: a comune, or a state, and until when it existed. */
export interface KnownPlace {
  code: string;
  name: string;
  province: string;
  validUntil: CalendarDate | null;
}

export interface PrecheckinContext {
  today: CalendarDate;
  /** The persons of the booking: the pre-check-in names exactly as many. */
  expectedGuests: number;
  state(code: string): KnownPlace | undefined;
  /** Undefined when the comune is unknown; `null` where this side cannot tell (the browser). */
  comune(code: string): KnownPlace | undefined | null;
  /** The document type's name, undefined for an unknown code. */
  documentType(code: string): string | undefined;
}

export interface PrecheckinProblem {
  path: (string | number)[];
  message: string;
}

/** Nobody staying was born more than 120 years ago. */
const OLDEST_YEARS = 120;

/** Documents last at most ten years: the place that issued one still existed ten years ago. */
const DOCUMENT_YEARS = 10;

const existedOn = (place: KnownPlace, date: CalendarDate) =>
  place.validUntil === null || date <= place.validUntil;

const yearsBefore = (date: CalendarDate, years: number) =>
  `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;

function birthDateProblems(
  born: CalendarDate,
  at: (string | number)[],
  context: PrecheckinContext,
): PrecheckinProblem[] {
  const path = [...at, 'birthDate'];
  if (born >= context.today) return [{ path, message: PRECHECKIN_MESSAGES.birthDateFuture }];
  if (born < yearsBefore(context.today, OLDEST_YEARS)) {
    return [{ path, message: PRECHECKIN_MESSAGES.birthDateTooOld }];
  }
  return [];
}

function guestProblems(
  guest: PrecheckinGuest,
  at: (string | number)[],
  context: PrecheckinContext,
): PrecheckinProblem[] {
  const problems: PrecheckinProblem[] = [];
  const add = (path: (string | number)[], message: string) =>
    problems.push({ path: [...at, ...path], message });
  const born = guest.birthDate;
  const dateOk = isCalendarDate(born);
  if (dateOk) problems.push(...birthDateProblems(born, at, context));
  const place = guest.birthPlace;
  if (place.country === 'IT') {
    const comune = context.comune(place.comune);
    if (comune === undefined) add(['birthPlace', 'comune'], PRECHECKIN_MESSAGES.comune);
    else if (comune) {
      if (comune.province !== place.province)
        add(['birthPlace', 'province'], PRECHECKIN_MESSAGES.province);
      if (dateOk && comune.validUntil !== null && born > comune.validUntil) {
        add(
          ['birthPlace', 'comune'],
          `${comune.name} non era più un comune alla data di nascita (soppresso il ${portalDate(comune.validUntil)}): scegli il comune di allora`,
        );
      }
    }
  } else {
    const state = context.state(place.state);
    if (!state) add(['birthPlace', 'state'], PRECHECKIN_MESSAGES.stateOfBirth);
    else if (state.code === ITALY) add(['birthPlace', 'state'], PRECHECKIN_MESSAGES.bornInItaly);
    else if (dateOk && !existedOn(state, born)) {
      add(['birthPlace', 'state'], `${state.name} non esisteva più alla data di nascita`);
    }
  }
  const citizenship = context.state(guest.citizenship);
  if (!citizenship || !existedOn(citizenship, context.today)) {
    add(['citizenship'], PRECHECKIN_MESSAGES.citizenship);
  }
  return problems;
}

/** The rules that need the tables and today's date; an empty list when everything holds. */
export function precheckinProblems(
  request: PrecheckinRequest,
  context: PrecheckinContext,
): PrecheckinProblem[] {
  return [
    ...guestProblems(request.lead, ['lead'], context),
    ...request.others.flatMap((guest, i) => guestProblems(guest, ['others', i], context)),
    ...headCountProblems(request.others.length, context),
    ...documentProblems(request.lead.document, context),
    ...(request.lead.residence ? residenceProblems(request.lead.residence, context) : []),
  ];
}

/** A residence is a comune or a state that exists today (Italy itself: its comune instead). */
function residenceProblems(code: string, context: PrecheckinContext): PrecheckinProblem[] {
  const place = context.state(code) ?? context.comune(code);
  if (place && place.code !== ITALY && existedOn(place, context.today)) return [];
  return [{ path: ['lead', 'residence'], message: PRECHECKIN_MESSAGES.residence }];
}

function headCountProblems(others: number, context: PrecheckinContext): PrecheckinProblem[] {
  if (1 + others === context.expectedGuests) return [];
  return [
    {
      path: ['others'],
      message: `Inserisci i dati di ${context.expectedGuests === 1 ? 'una persona' : `tutte le ${context.expectedGuests} persone`} della prenotazione`,
    },
  ];
}

function documentProblems(
  document: IdentityDocumentInput,
  context: PrecheckinContext,
): PrecheckinProblem[] {
  const problems: PrecheckinProblem[] = [];
  const typeName = context.documentType(document.type);
  if (!typeName)
    problems.push({
      path: ['lead', 'document', 'type'],
      message: PRECHECKIN_MESSAGES.documentType,
    });
  const issuer = context.state(document.issuedAt) ?? context.comune(document.issuedAt);
  const since = yearsBefore(context.today, DOCUMENT_YEARS);
  if (issuer === undefined || (issuer && (issuer.code === ITALY || !existedOn(issuer, since)))) {
    problems.push({
      path: ['lead', 'document', 'issuedAt'],
      message: PRECHECKIN_MESSAGES.issuedAt,
    });
  }
  // A comune issued it: an Italian document, whose numbers have known formats.
  const issuedInItaly = !context.state(document.issuedAt);
  if (typeName && !isValidDocumentNumber(document.type, document.number, issuedInItaly)) {
    const { example } = documentNumberFormat(document.type, issuedInItaly);
    problems.push({
      path: ['lead', 'document', 'number'],
      message: `Numero non valido per ${typeName.toLowerCase()}: controlla il documento (es. ${example})`,
    });
  }
  return problems;
}

const leadWithAnyDocument = precheckinGuest.extend({
  document: z.unknown(),
  residence: z.unknown(),
});

/**
 * The rules of every part of a form that is already well formed (each person, the document, the
 * head count), so a guest sees a date of birth in the future or a wrong document number while
 * other fields are still empty. For a well-formed request it says what `precheckinProblems` says.
 */
function problemsOfWellFormedParts(
  value: unknown,
  context: PrecheckinContext,
): PrecheckinProblem[] {
  const form = (typeof value === 'object' && value !== null ? value : {}) as {
    lead?: { document?: unknown };
    others?: unknown;
  };
  const problems: PrecheckinProblem[] = [];
  const person = (raw: unknown, at: (string | number)[], schema: z.ZodType<PrecheckinGuest>) => {
    const guest = schema.safeParse(raw);
    // A person not yet complete: the date of birth alone is enough for its own rules.
    const born = (raw as { birthDate?: unknown } | undefined)?.birthDate;
    if (guest.success) problems.push(...guestProblems(guest.data, at, context));
    else if (typeof born === 'string' && isCalendarDate(born)) {
      problems.push(...birthDateProblems(born, at, context));
    }
  };
  person(form.lead, ['lead'], leadWithAnyDocument);
  if (Array.isArray(form.others)) {
    form.others.forEach((raw, i) => {
      person(raw, ['others', i], precheckinGuest);
    });
    problems.push(...headCountProblems(form.others.length, context));
  }
  const document = identityDocument.safeParse(form.lead?.document);
  if (document.success) problems.push(...documentProblems(document.data, context));
  const residence = (form.lead as { residence?: unknown } | undefined)?.residence;
  if (typeof residence === 'string' && /^\d{9}$/.test(residence)) {
    problems.push(...residenceProblems(residence, context));
  }
  return problems;
}

/** The form's schema: the request's shape and the rules, with what this side knows. */
export function precheckinSchema(context: PrecheckinContext) {
  return precheckinRequest.superRefine(
    (_parsed, ctx) => {
      for (const problem of problemsOfWellFormedParts(ctx.value, context)) {
        ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
      }
    },
    // Also when some field is still malformed: the well-formed parts get their rules at once.
    { when: () => true },
  );
}
