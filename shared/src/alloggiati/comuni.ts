import type { CalendarDate } from '../domain/dates';
import { type Place, searchPlaces, toPlace } from './codes';
import { isValidOn, type PlaceRow } from './tables';
import comuneRows from './tables/comuni.json';
import { searchKey } from './text';

/**
 * The Italian comuni of the Alloggiati Web tables (11,000 rows, 500 KB): server side only. The
 * pre-check-in page asks the API (`GET /api/alloggiati/comuni`) for the few that match.
 */

interface IndexedComune extends Place {
  key: string;
}

const comuni: IndexedComune[] = (comuneRows as unknown as PlaceRow[]).map((row) => {
  const place = toPlace(row);
  return { ...place, key: searchKey(row[1]) };
});
const byCode = new Map(comuni.map((c) => [c.code, c]));

const strip = ({ key: _key, ...place }: IndexedComune): Place => place;

export function findComune(code: string): Place | undefined {
  const comune = byCode.get(code);
  return comune ? strip(comune) : undefined;
}

/** The comune exists in the table and had not ceased to exist on `date`. */
export function isComuneValidOn(code: string, date: CalendarDate): boolean {
  const comune = byCode.get(code);
  return comune !== undefined && isValidOn(comune.validUntil, date);
}

/**
 * Comuni matching `query` (at least 2 characters), valid on `validOn` when given (a date of
 * birth: a comune merged away in 2014 is still the birthplace of whoever was born there before).
 */
export function searchComuni(
  query: string,
  options: { validOn?: CalendarDate; limit?: number } = {},
): Place[] {
  if (searchKey(query).length < 2) return [];
  const { validOn } = options;
  const candidates = validOn ? comuni.filter((c) => isValidOn(c.validUntil, validOn)) : comuni;
  return searchPlaces(candidates, query, options.limit ?? 20, (c) => c.key).map(strip);
}
