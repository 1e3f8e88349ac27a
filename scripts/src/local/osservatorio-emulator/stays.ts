import { findState } from '@catania/shared/alloggiati/codes';
import { findComune } from '@catania/shared/alloggiati/comuni';
import { type CalendarDate, toRomeDate } from '@catania/shared/domain/dates';
import { XMLParser } from 'fast-xml-parser';

/**
 * The bodies of the Region's PMS interface ("Protocollo di comunicazione PMS" of the Osservatorio
 * Turistico della Regione Siciliana): `StaysPmsDTO` (one or more `Stay`, each with its `Guests`)
 * and `EndDayPmsDTO`, read and checked field by field against the code tables the protocol uses
 * (Alloggiati Web's: nine-digit comuni and states). Each problem is a `ValidationMessageDTO` of the
 * object it belongs to (the stay or one of its guests), as the service answers.
 */

export interface StayGuest {
  guestId: string;
  age: number;
  nationalityCode: string;
  birthPlaceCode: string;
  residencePlaceCode: string;
  type: number;
  gender: number;
  arrivalDate: string;
  departureDate: string;
  checkout: boolean;
  roomIds: string[];
}

export interface PmsStay {
  hotelCode: string;
  stayId: string;
  guests: StayGuest[];
}

export interface ValidationMessage {
  code: string;
  message: string;
  fieldName: string;
  fieldValue: string;
}

export interface ValidationResult {
  objectType: 'Stay' | 'Guest' | 'EndDay' | 'Request';
  objectId: string;
  messages: ValidationMessage[];
  nested: ValidationResult[];
}

export const isValid = (result: ValidationResult): boolean =>
  result.messages.length === 0 && result.nested.every(isValid);

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['Stay', 'Guest', 'Room'].includes(name),
});

type Node = Record<string, unknown>;
const text = (node: Node | undefined, name: string) => {
  const value = node?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
const list = (node: Node | undefined, outer: string, inner: string): Node[] => {
  const wrapper = node?.[outer];
  if (!wrapper || typeof wrapper !== 'object') return [];
  const items = (wrapper as Node)[inner];
  return Array.isArray(items) ? (items as Node[]) : [];
};

/** The root element of a body, or undefined when the body is no XML with that root. */
export function parseBody(body: string, root: 'StaysPmsDTO' | 'EndDayPmsDTO'): Node | undefined {
  try {
    const parsed = parser.parse(body, true) as Node;
    const value = parsed[root];
    return value && typeof value === 'object' ? (value as Node) : value === '' ? {} : undefined;
  } catch {
    return undefined;
  }
}

/** The protocol's dates: UTC date-times with milliseconds, `2026-05-10T13:00:00.000Z`. */
const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
export const romeDayOf = (value: string): CalendarDate | undefined =>
  UTC_DATE_TIME.test(value) && Number.isFinite(Date.parse(value))
    ? toRomeDate(new Date(value))
    : undefined;

/** A guest as read, with its rooms' elements (their dates are checked against the guest's). */
export type ReadGuest = StayGuest & { rooms: Node[] };
export type ReadStay = Omit<PmsStay, 'guests'> & { guests: ReadGuest[] };

export function readStays(root: Node): { stay: ReadStay }[] {
  const stays = root.Stay;
  return (Array.isArray(stays) ? (stays as Node[]) : []).map((node) => ({
    stay: {
      hotelCode: text(node, 'HotelCode'),
      stayId: text(node, 'StayId'),
      guests: list(node, 'Guests', 'Guest').map((g) => ({
        guestId: text(g, 'GuestId'),
        age: Number(text(g, 'Age') || Number.NaN),
        nationalityCode: text(g, 'NationalityCode'),
        birthPlaceCode: text(g, 'BirthPlaceCode'),
        residencePlaceCode: text(g, 'ResidencePlaceCode'),
        type: Number(text(g, 'Type') || Number.NaN),
        gender: Number(text(g, 'Gender') || Number.NaN),
        arrivalDate: text(g, 'ArrivalDate'),
        departureDate: text(g, 'DepartureDate'),
        checkout: text(g, 'Checkout') === 'true',
        roomIds: list(g, 'Rooms', 'Room').map((r) => text(r, 'RoomId')),
        rooms: list(g, 'Rooms', 'Room'),
      })),
    },
  }));
}

/** The service's messages; the codes are the emulator's own (no public source lists them). */
export const MESSAGES = {
  required: (field: string) => ({ code: 'E001', message: `Il campo ${field} è obbligatorio` }),
  format: (field: string) => ({
    code: 'E002',
    message: `Il campo ${field} non è nel formato atteso`,
  }),
  unknownCode: (field: string) => ({
    code: 'E003',
    message: `Il codice del campo ${field} non è presente nelle tabelle`,
  }),
  hotelCode: { code: 'E010', message: 'Codice struttura non valido per l\u2019utente' },
  duplicateStay: { code: 'E011', message: 'Soggiorno già presente (StayId)' },
  unknownStay: { code: 'E012', message: 'Soggiorno non trovato (StayId)' },
  futureDate: { code: 'E020', message: 'La data non può essere successiva alla data odierna' },
  closedDay: {
    code: 'E021',
    message: 'Invalid Date: la giornata risulta già chiusa, non accetta movimenti',
  },
  dayClosedAlready: { code: 'E022', message: 'La giornata risulta già chiusa' },
  departureBeforeArrival: {
    code: 'E023',
    message: 'La data di partenza deve essere successiva alla data di arrivo',
  },
  roomDates: {
    code: 'E024',
    message: 'Con una sola camera la data di inizio deve coincidere con la data di arrivo',
  },
  noGuests: { code: 'E025', message: 'Il soggiorno deve avere almeno un ospite' },
  noRooms: { code: 'E026', message: 'L\u2019ospite deve avere almeno una camera' },
  badBody: { code: 'E099', message: 'Richiesta non valida: XML non leggibile' },
} as const;

const place = (code: string) => findComune(code) ?? findState(code);

/** The field-by-field checks of a guest, as a Guest validation result. */
export function checkGuest(guest: ReadGuest): ValidationResult {
  const messages: ValidationMessage[] = [];
  const add = (m: { code: string; message: string }, fieldName: string, fieldValue: string) =>
    messages.push({ ...m, fieldName, fieldValue });
  if (!guest.guestId) add(MESSAGES.required('GuestId'), 'GuestId', '');
  if (!Number.isInteger(guest.age) || guest.age < 0 || guest.age > 150) {
    add(MESSAGES.format('Age'), 'Age', String(Number.isNaN(guest.age) ? '' : guest.age));
  }
  if (!findState(guest.nationalityCode)) {
    add(MESSAGES.unknownCode('NationalityCode'), 'NationalityCode', guest.nationalityCode);
  }
  for (const field of ['BirthPlaceCode', 'ResidencePlaceCode'] as const) {
    const value = field === 'BirthPlaceCode' ? guest.birthPlaceCode : guest.residencePlaceCode;
    if (!/^\d{9}$/.test(value)) add(MESSAGES.format(field), field, value);
    else if (!place(value)) add(MESSAGES.unknownCode(field), field, value);
  }
  if (!Number.isInteger(guest.type) || guest.type < 16 || guest.type > 20) {
    add(MESSAGES.unknownCode('Type'), 'Type', String(Number.isNaN(guest.type) ? '' : guest.type));
  }
  if (guest.gender !== 1 && guest.gender !== 2) {
    add(
      MESSAGES.format('Gender'),
      'Gender',
      String(Number.isNaN(guest.gender) ? '' : guest.gender),
    );
  }
  const arrival = romeDayOf(guest.arrivalDate);
  const departure = romeDayOf(guest.departureDate);
  if (!arrival) add(MESSAGES.format('ArrivalDate'), 'ArrivalDate', guest.arrivalDate);
  if (!departure) add(MESSAGES.format('DepartureDate'), 'DepartureDate', guest.departureDate);
  if (arrival && departure && guest.departureDate <= guest.arrivalDate) {
    add(MESSAGES.departureBeforeArrival, 'DepartureDate', guest.departureDate);
  }
  const { rooms } = guest;
  if (rooms.length === 0) add(MESSAGES.noRooms, 'Rooms', '');
  else if (rooms.length === 1 && text(rooms[0], 'StartDate') !== guest.arrivalDate) {
    add(MESSAGES.roomDates, 'StartDate', text(rooms[0], 'StartDate'));
  }
  for (const room of rooms)
    if (!text(room, 'RoomId')) add(MESSAGES.required('RoomId'), 'RoomId', '');
  return { objectType: 'Guest', objectId: guest.guestId, messages, nested: [] };
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

function resultXml(result: ValidationResult): string {
  const messages = result.messages
    .map(
      (m) =>
        `<ValidationMessageDTO><Level>Error</Level><Code>${m.code}</Code><Message>${escapeXml(m.message)}</Message><FieldName>${escapeXml(m.fieldName)}</FieldName><FieldValue>${escapeXml(m.fieldValue)}</FieldValue></ValidationMessageDTO>`,
    )
    .join('');
  return `<ValidationResultDTO><ObjectType>${result.objectType}</ObjectType><ObjectId>${escapeXml(result.objectId)}</ObjectId><IsValid>${isValid(result)}</IsValid><Messages>${messages}</Messages><NestedValidation>${result.nested.map(resultXml).join('')}</NestedValidation></ValidationResultDTO>`;
}

/** The answer's body: one ValidationResultDTO per object, in the request's order. */
export const resultsXml = (results: readonly ValidationResult[]) =>
  `<?xml version="1.0" encoding="utf-8"?><ArrayOfValidationResultDTO xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${results.map(resultXml).join('')}</ArrayOfValidationResultDTO>`;
