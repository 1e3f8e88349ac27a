import { readFileSync } from 'node:fs';
import type { CalendarDate } from '../domain/dates';
import { type Place, searchPlaces, toPlace } from './codes';
import { isValidOn, type PlaceRow } from './tables';
import { searchKey } from './text';

/**
 * The Italian comuni of the Alloggiati Web tables (11,000 rows, 500 KB): server side only. The
 * pre-check-in page asks the API (`GET /api/alloggiati/comuni`) for the few that match.
 *
 * The table is data, not code: it is read from its JSON file on the first lookup, never bundled.
 * Bundled as a JavaScript literal it tripled the check-in functions (about 470 KB to parse at every
 * cold start, even for a request that never looks a comune up). The URL is relative to this
 * module, and the same in a Lambda bundle: the CDK bundling copies the file to `tables/comuni.json`
 * beside `index.mjs` in every function whose code names it (infra/src/bundling.ts, `RUNTIME_DATA`).
 */

interface IndexedComune extends Place {
  key: string;
}

interface ComuniIndex {
  all: IndexedComune[];
  byCode: Map<string, IndexedComune>;
}

let index: ComuniIndex | undefined;

/** Reads and indexes the table once per process, on the first lookup. */
function comuni(): ComuniIndex {
  if (index) return index;
  const rows = JSON.parse(
    readFileSync(new URL('./tables/comuni.json', import.meta.url), 'utf8'),
  ) as PlaceRow[];
  const all = rows.map((row): IndexedComune => ({ ...toPlace(row), key: searchKey(row[1]) }));
  index = { all, byCode: new Map(all.map((c) => [c.code, c])) };
  return index;
}

const strip = ({ key: _key, ...place }: IndexedComune): Place => place;

export function findComune(code: string): Place | undefined {
  const comune = comuni().byCode.get(code);
  return comune ? strip(comune) : undefined;
}

/** The comune exists in the table and had not ceased to exist on `date`. */
export function isComuneValidOn(code: string, date: CalendarDate): boolean {
  const comune = comuni().byCode.get(code);
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
  const { all } = comuni();
  const candidates = validOn ? all.filter((c) => isValidOn(c.validUntil, validOn)) : all;
  return searchPlaces(candidates, query, options.limit ?? 20, (c) => c.key).map(strip);
}
