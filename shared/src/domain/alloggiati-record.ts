import { normaliseDocumentNumber } from '../alloggiati/document-number';
import { ITALY } from '../alloggiati/tables';
import { foldToAscii } from '../alloggiati/text';
import { addDays, type CalendarDate } from './dates';

/**
 * The file the Alloggiati Web portal (Polizia di Stato) accepts for upload: one fixed-width record
 * of 168 characters per person, fields padded with spaces on the right, CRLF between records.
 * Text is folded to upper-case ASCII (foldToAscii) so that every character is one byte whatever
 * encoding the portal reads the file in, and the columns hold.
 */

/** The fields of a record, in order, with their widths (2 + 10 + 2 + 50 + ... = 168). */
export const RECORD_FIELDS = [
  ['guestType', 2],
  ['arrivalDate', 10],
  ['nights', 2],
  ['surname', 50],
  ['name', 30],
  ['sex', 1],
  ['birthDate', 10],
  ['birthComune', 9],
  ['birthProvince', 2],
  ['birthState', 9],
  ['citizenship', 9],
  ['documentType', 5],
  ['documentNumber', 20],
  ['documentPlace', 9],
] as const;

export type RecordField = (typeof RECORD_FIELDS)[number][0];
export const RECORD_LENGTH = RECORD_FIELDS.reduce((sum, [, width]) => sum + width, 0);
export const RECORD_SEPARATOR = '\r\n';

/** The portal's longest stay in one record; a longer stay is registered again every 30 nights. */
export const MAX_NIGHTS_PER_RECORD = 30;

/** Guest types of the portal's table (tipo_alloggiato). */
export const GUEST_TYPE = {
  single: '16',
  familyHead: '17',
  groupLeader: '18',
  familyMember: '19',
  groupMember: '20',
} as const;

export type BirthPlace =
  | { country: 'IT'; comune: string; province: string }
  | { country: 'abroad'; state: string };

export interface RegisteredGuest {
  surname: string;
  name: string;
  sex: 'M' | 'F';
  birthDate: CalendarDate;
  birthPlace: BirthPlace;
  /** A state code. */
  citizenship: string;
}

export interface IdentityDocument {
  /** Document type code (5 characters: IDENT, PASOR...). */
  type: string;
  number: string;
  /** Comune code when issued in Italy, state code when issued abroad. */
  issuedAt: string;
}

/** Everyone staying: the lead guest (who shows the document) first. */
export interface Registration {
  arrivalDate: CalendarDate;
  nights: number;
  /** How the others relate to the lead guest: a family or a group (the portal's two kinds). */
  travellingAs: 'family' | 'group';
  lead: RegisteredGuest & { document: IdentityDocument };
  others: readonly RegisteredGuest[];
}

/** `2026-05-10` -> `10/05/2026`. */
export function portalDate(date: CalendarDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** A value left-aligned in its field; a value too long for it is a bug upstream, never cut. */
function field(name: RecordField, width: number, value: string): string {
  if (value.length > width) {
    throw new RangeError(
      `Alloggiati field ${name} is ${value.length} characters, at most ${width}`,
    );
  }
  return value.padEnd(width, ' ');
}

/** Names as the file writes them: upper-case ASCII, single spaces. */
export const portalName = (text: string) => foldToAscii(text).replace(/\s+/g, ' ').trim();

/** Builds one record from its values (absent fields are blank). */
export function buildRecord(values: Partial<Record<RecordField, string>>): string {
  const record = RECORD_FIELDS.map(([name, width]) => field(name, width, values[name] ?? '')).join(
    '',
  );
  // Cannot differ while the widths add up, but the portal rejects the whole file if it did.
  if (record.length !== RECORD_LENGTH) throw new RangeError('Alloggiati record of wrong length');
  return record;
}

function personValues(guest: RegisteredGuest): Partial<Record<RecordField, string>> {
  const place = guest.birthPlace;
  return {
    surname: portalName(guest.surname),
    name: portalName(guest.name),
    sex: guest.sex === 'M' ? '1' : '2',
    birthDate: portalDate(guest.birthDate),
    // Comune and province only for whoever was born in Italy, whose state of birth is Italy.
    ...(place.country === 'IT'
      ? { birthComune: place.comune, birthProvince: place.province, birthState: ITALY }
      : { birthState: place.state }),
    citizenship: guest.citizenship,
  };
}

/**
 * The records of one registration: the lead guest with the document (single guest, head of
 * family or group leader), then each family or group member, without document fields.
 */
export function registrationRecords(registration: Registration): string[] {
  const { lead, others, travellingAs } = registration;
  if (registration.nights < 1 || registration.nights > MAX_NIGHTS_PER_RECORD) {
    throw new RangeError(`Alloggiati record with ${registration.nights} nights`);
  }
  const stay = {
    arrivalDate: portalDate(registration.arrivalDate),
    nights: String(registration.nights).padStart(2, '0'),
  };
  const family = travellingAs === 'family';
  const leadType =
    others.length === 0
      ? GUEST_TYPE.single
      : family
        ? GUEST_TYPE.familyHead
        : GUEST_TYPE.groupLeader;
  const memberType = family ? GUEST_TYPE.familyMember : GUEST_TYPE.groupMember;
  return [
    buildRecord({
      guestType: leadType,
      ...stay,
      ...personValues(lead),
      documentType: lead.document.type,
      // Spaces, dots and dashes typed into the number are no part of it (the service refuses them).
      documentNumber: normaliseDocumentNumber(lead.document.number),
      documentPlace: lead.document.issuedAt,
    }),
    ...others.map((guest) =>
      buildRecord({ guestType: memberType, ...stay, ...personValues(guest) }),
    ),
  ];
}

/** The file: every record, CRLF between them. */
export function alloggiatiFile(records: readonly string[]): string {
  return records.join(RECORD_SEPARATOR);
}

/**
 * A property-manager account ("Gestione Appartamenti") uploads one file for all its apartments
 * (the manual's second layout, the web service's `GestioneAppartamenti_FileUnico_*`): each record
 * ends with the apartment's IdAppartamento in 6 digits, zero-filled, 174 characters in all.
 */
export const APARTMENT_ID_LENGTH = 6;

export function withApartmentId(record: string, idAppartamento: string): string {
  if (!/^\d+$/.test(idAppartamento) || idAppartamento.length > APARTMENT_ID_LENGTH) {
    throw new RangeError(`IdAppartamento not of 1-${APARTMENT_ID_LENGTH} digits`);
  }
  return record + idAppartamento.padStart(APARTMENT_ID_LENGTH, '0');
}

/**
 * The registrations a stay needs: on arrival, for its nights up to 30; a stay of more than 30
 * nights is registered again on its 31st day for the nights left (up to 30), and so on
 * (docs/decisions: the portal's "giorni di permanenza" holds at most 30).
 */
export function registrationPeriods(
  checkIn: CalendarDate,
  nights: number,
): { arrivalDate: CalendarDate; nights: number }[] {
  const periods: { arrivalDate: CalendarDate; nights: number }[] = [];
  for (let start = 0; start < nights; start += MAX_NIGHTS_PER_RECORD) {
    periods.push({
      arrivalDate: addDays(checkIn, start),
      nights: Math.min(MAX_NIGHTS_PER_RECORD, nights - start),
    });
  }
  return periods;
}
