import {
  findDocumentType,
  findState,
  GUEST_TYPE_NAMES,
  isStateValidOn,
} from '@catania/shared/alloggiati/codes';
import { findComune, isComuneValidOn } from '@catania/shared/alloggiati/comuni';
import { ITALY } from '@catania/shared/alloggiati/tables';
import {
  GUEST_TYPE,
  MAX_NIGHTS_PER_RECORD,
  RECORD_FIELDS,
  RECORD_LENGTH,
  type RecordField,
} from '@catania/shared/domain/alloggiati-record';
import { addDays, type CalendarDate, isCalendarDate } from '@catania/shared/domain/dates';

/**
 * The emulator's check of one schedina, as Alloggiati Web's `Test` and `Send` report it: an
 * esito per line, with the service's error code, its name and a detail in Italian. The manual
 * names two line errors (11 SCHEDINA_FORMATO_NON_CORRETTO "Dimensione Riga errata", 12
 * SCHEDINA_CAMPO_NON_CORRETTO with the field, e.g. "Data di Arrivo Errata"); every field error
 * is a 12 with its own detail. Codes are checked against the repository's copy of the portal's
 * tables (shared/src/alloggiati/tables), each place valid on the date that matters.
 */

export interface ServiceError {
  code: string;
  name: string;
  detail: string;
}

export const LINE_ERRORS = {
  format: { code: '11', name: 'SCHEDINA_FORMATO_NON_CORRETTO' },
  field: { code: '12', name: 'SCHEDINA_CAMPO_NON_CORRETTO' },
} as const;

const fieldError = (detail: string): ServiceError => ({ ...LINE_ERRORS.field, detail });

/** The record's fields by name, trailing spaces removed. */
export function recordFields(line: string): Record<RecordField, string> {
  const fields = {} as Record<RecordField, string>;
  let at = 0;
  for (const [name, width] of RECORD_FIELDS) {
    fields[name] = line.slice(at, at + width).trimEnd();
    at += width;
  }
  return fields;
}

/** `10/05/2026` -> `2026-05-10`, or undefined when it is no date. */
function isoDate(portal: string): CalendarDate | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(portal);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDate(iso) ? (iso as CalendarDate) : undefined;
}

const WITH_DOCUMENT: readonly string[] = [
  GUEST_TYPE.single,
  GUEST_TYPE.familyHead,
  GUEST_TYPE.groupLeader,
];

/**
 * The first error of a line sent on `today` (Rome), or undefined when the service would take it.
 * The service takes arrivals of today and yesterday only: a record is sent on arrival, never in
 * advance, and a late one goes through the police station, not the web service.
 */
export function checkRecord(line: string, today: CalendarDate): ServiceError | undefined {
  if (line.length !== RECORD_LENGTH) {
    return { ...LINE_ERRORS.format, detail: 'Dimensione Riga errata' };
  }
  const f = recordFields(line);
  if (!GUEST_TYPE_NAMES.has(f.guestType)) return fieldError('Tipo Alloggiato Errato');
  const arrival = isoDate(f.arrivalDate);
  if (!arrival || (arrival !== today && arrival !== addDays(today, -1))) {
    return fieldError('Data di Arrivo Errata');
  }
  const nights = Number(f.nights);
  if (!/^\d{2}$/.test(f.nights) || nights < 1 || nights > MAX_NIGHTS_PER_RECORD) {
    return fieldError('Giorni di Permanenza Errati');
  }
  if (!/^[A-Z' .-]+$/.test(f.surname)) return fieldError('Cognome Errato');
  if (!/^[A-Z' .-]+$/.test(f.name)) return fieldError('Nome Errato');
  if (f.sex !== '1' && f.sex !== '2') return fieldError('Sesso Errato');
  const birth = isoDate(f.birthDate);
  if (!birth || birth > arrival) return fieldError('Data di Nascita Errata');
  if (!isStateValidOn(f.birthState, birth)) return fieldError('Stato di Nascita Errato');
  if (f.birthState === ITALY) {
    if (!isComuneValidOn(f.birthComune, birth)) {
      return fieldError('Comune di Nascita Errato o non valido alla Data di Nascita');
    }
    if (findComune(f.birthComune)?.province !== f.birthProvince) {
      return fieldError('Provincia di Nascita Errata');
    }
  } else if (f.birthComune || f.birthProvince) {
    return fieldError('Comune di Nascita da non indicare per i nati all\u2019estero');
  }
  if (!findState(f.citizenship) || !isStateValidOn(f.citizenship, arrival)) {
    return fieldError('Cittadinanza Errata');
  }
  if (WITH_DOCUMENT.includes(f.guestType)) {
    if (!findDocumentType(f.documentType)) return fieldError('Tipo Documento Errato');
    if (!/^[A-Z0-9]{4,20}$/.test(f.documentNumber)) return fieldError('Numero Documento Errato');
    const place = f.documentPlace;
    if (!(isComuneValidOn(place, arrival) || isStateValidOn(place, arrival))) {
      return fieldError('Luogo Rilascio Documento Errato');
    }
  } else if (f.documentType || f.documentNumber || f.documentPlace) {
    return fieldError('Dati del Documento da non indicare per familiari e membri di gruppo');
  }
  return undefined;
}
