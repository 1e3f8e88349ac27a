import type { CalendarDate } from '../domain/dates';
import { type CodeRow, isValidOn, type PlaceRow } from './tables';
import documentRows from './tables/documenti.json';
import stateRows from './tables/stati.json';
import guestTypeRows from './tables/tipi-alloggiato.json';
import { displayName, searchKey } from './text';

/**
 * The small Alloggiati Web tables (states, document types, guest types): light enough for the
 * pre-check-in page to carry. The comuni table is not here: it is served by an API route
 * (comuni.ts is server-side only).
 */

export { ITALY } from './tables';

export interface Place {
  code: string;
  /** As a person reads it: `Germania`, `Catania`. */
  name: string;
  /** Two letters: the comune's province, `ES` for a state. */
  province: string;
  /** Last day the place existed under this code, or null while it still does. */
  validUntil: CalendarDate | null;
}

export const toPlace = (row: PlaceRow): Place => ({
  code: row[0],
  name: displayName(row[1]),
  province: row[2],
  validUntil: row[3],
});

const states = (stateRows as unknown as PlaceRow[]).map(toPlace);
const stateByCode = new Map(states.map((s) => [s.code, s]));

/** Every state of the table, in Italian alphabetical order. */
export const STATES: readonly Place[] = [...states].sort((a, b) =>
  a.name.localeCompare(b.name, 'it'),
);

export const findState = (code: string): Place | undefined => stateByCode.get(code);

export function isStateValidOn(code: string, date: CalendarDate): boolean {
  const state = stateByCode.get(code);
  return state !== undefined && isValidOn(state.validUntil, date);
}

export interface DocumentType {
  code: string;
  name: string;
}

/** The identity documents most guests carry, offered first in the picker. */
export const COMMON_DOCUMENTS = ['IDENT', 'IDELE', 'PASOR', 'PATEN'] as const;

const documents = (documentRows as unknown as CodeRow[]).map(([code, name]) => ({
  code,
  name: displayName(name),
}));
const documentByCode = new Map(documents.map((d) => [d.code, d]));

/** Every document type: the common ones first, then the rest alphabetically. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  ...COMMON_DOCUMENTS.flatMap((code) => documentByCode.get(code) ?? []),
  ...documents
    .filter((d) => !(COMMON_DOCUMENTS as readonly string[]).includes(d.code))
    .sort((a, b) => a.name.localeCompare(b.name, 'it')),
];

export const findDocumentType = (code: string): DocumentType | undefined =>
  documentByCode.get(code);

/** The guest types (16 single guest ... 20 group member), with the portal's descriptions. */
export const GUEST_TYPE_NAMES: ReadonlyMap<string, string> = new Map(
  (guestTypeRows as unknown as CodeRow[]).map(([code, name]) => [code, displayName(name)]),
);

/**
 * The places whose name matches what was typed, best first: names that start with it, then
 * names with a word that starts with it, then names that contain it; `limit` at most.
 */
export function searchPlaces<T extends { name: string }>(
  places: readonly T[],
  query: string,
  limit: number,
  keyOf: (place: T) => string = (place) => searchKey(place.name),
): T[] {
  const wanted = searchKey(query);
  if (!wanted) return [];
  const ranked: [number, T][] = [];
  for (const place of places) {
    const key = keyOf(place);
    const at = key.indexOf(wanted);
    if (at < 0) continue;
    const rank = at === 0 ? 0 : key[at - 1] === ' ' ? 1 : 2;
    ranked.push([rank, place]);
  }
  ranked.sort((a, b) => a[0] - b[0] || a[1].name.localeCompare(b[1].name, 'it'));
  return ranked.slice(0, limit).map(([, place]) => place);
}
