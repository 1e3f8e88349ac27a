import { createHash } from 'node:crypto';
import {
  type CodeRow,
  type PlaceRow,
  PORTAL_FILES,
  TABLE_NAMES,
  type TableName,
  type TablesMeta,
} from '@catania/shared/alloggiati/tables';
import { isCalendarDate } from '@catania/shared/domain/dates';
import { parse } from 'csv-parse/sync';

/**
 * Reading and checking the Alloggiati Web code tables downloaded from the portal (page
 * "Tabelle"), before they replace the repository's copy. Everything here is pure: the command
 * (import-tables.ts) reads the files and writes the result only when nothing is wrong.
 */

export interface ParsedTables {
  comuni: PlaceRow[];
  stati: PlaceRow[];
  documenti: CodeRow[];
  'tipi-alloggiato': CodeRow[];
}

export type SourceFiles = Record<TableName, Uint8Array>;

/** The portal has published its tables in UTF-8 and in Windows-1252: take whichever decodes. */
export function decodeTable(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

const HEADERS: Record<TableName, string[]> = {
  comuni: ['codice', 'descrizione', 'provincia', 'datafineval'],
  stati: ['codice', 'descrizione', 'provincia', 'datafineval'],
  documenti: ['codice', 'descrizione'],
  'tipi-alloggiato': ['codice', 'descrizione'],
};

/** Fewer rows than this means a cut or wrong file, not a new edition. */
const MIN_ROWS: Record<TableName, number> = {
  comuni: 7000,
  stati: 150,
  documenti: 5,
  'tipi-alloggiato': 5,
};

/** The guest types the file's records are built with (shared/src/domain/alloggiati-record.ts). */
const REQUIRED_GUEST_TYPES = ['16', '17', '18', '19', '20'];
/** Italy, the state of birth and citizenship of an Italian born in Italy. */
const ITALY = '100000100';
/** The document types the pre-check-in form checks the number of. */
const REQUIRED_DOCUMENTS = ['IDENT', 'IDELE', 'PASOR', 'PATEN'];

const END_OF_VALIDITY = /^(\d{2})\/(\d{2})\/(\d{4})(?: \d{2}:\d{2}(?::\d{2})?)?$/;

/** `31/12/1983 00:00:00` -> `1983-12-31`; undefined when it is not a date. */
export function parseEndOfValidity(value: string): string | undefined {
  const match = END_OF_VALIDITY.exec(value);
  if (!match) return undefined;
  const date = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDate(date) ? date : undefined;
}

class Problems {
  readonly list: string[] = [];
  add(table: TableName, line: number | undefined, message: string) {
    this.list.push(`${PORTAL_FILES[table]}${line ? `, riga ${line}` : ''}: ${message}`);
  }
}

function records(table: TableName, text: string, problems: Problems): string[][] {
  let rows: string[][];
  try {
    rows = parse(text, { trim: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    problems.add(table, undefined, `CSV non leggibile (${(error as Error).message})`);
    return [];
  }
  const [header, ...body] = rows;
  const expected = HEADERS[table];
  const found = (header ?? []).map((h) => h.toLowerCase());
  if (found.join(',') !== expected.join(',')) {
    problems.add(
      table,
      1,
      `intestazione attesa "${expected.join(',')}", trovata "${found.join(',')}"`,
    );
    return [];
  }
  const valid: string[][] = [];
  body.forEach((row, i) => {
    if (row.length !== expected.length) {
      problems.add(table, i + 2, `${expected.length} colonne attese, trovate ${row.length}`);
    } else valid.push([...row, String(i + 2)]);
  });
  if (body.length < MIN_ROWS[table]) {
    problems.add(table, undefined, `solo ${body.length} righe (almeno ${MIN_ROWS[table]} attese)`);
  }
  return valid;
}

function placeRows(table: 'comuni' | 'stati', text: string, problems: Problems): PlaceRow[] {
  const seen = new Set<string>();
  const rows: PlaceRow[] = [];
  for (const [code = '', name = '', province = '', end = '', line] of records(
    table,
    text,
    problems,
  )) {
    const at = Number(line);
    if (!/^\d{9}$/.test(code)) problems.add(table, at, `codice "${code}" non di 9 cifre`);
    else if (seen.has(code)) problems.add(table, at, `codice ${code} ripetuto`);
    seen.add(code);
    if (!name || name.length > 100) problems.add(table, at, 'descrizione vuota o troppo lunga');
    if (!/^[A-Z]{2}$/.test(province)) problems.add(table, at, `provincia "${province}" non valida`);
    const validUntil = end ? parseEndOfValidity(end) : null;
    if (validUntil === undefined)
      problems.add(table, at, `data di fine validità "${end}" non valida`);
    rows.push([code, name.toUpperCase(), province, validUntil ?? null]);
  }
  return rows;
}

function codeRows(
  table: 'documenti' | 'tipi-alloggiato',
  text: string,
  problems: Problems,
  code: RegExp,
): CodeRow[] {
  const seen = new Set<string>();
  const rows: CodeRow[] = [];
  for (const [value = '', description = '', line] of records(table, text, problems)) {
    const at = Number(line);
    if (!code.test(value)) problems.add(table, at, `codice "${value}" non valido`);
    else if (seen.has(value)) problems.add(table, at, `codice ${value} ripetuto`);
    seen.add(value);
    if (!description) problems.add(table, at, 'descrizione vuota');
    rows.push([value, description.toUpperCase()]);
  }
  return rows;
}

function requireCodes(
  table: TableName,
  rows: readonly (PlaceRow | CodeRow)[],
  codes: string[],
  problems: Problems,
) {
  const present = new Set(rows.map((row) => row[0]));
  for (const code of codes) {
    if (!present.has(code)) problems.add(table, undefined, `manca il codice ${code}`);
  }
}

/**
 * Parses and checks the four tables: the columns and their formats, unique codes, sensible row
 * counts, and the codes the product relies on. `problems` lists everything wrong, in Italian
 * with the file and line; the tables are usable only when it is empty.
 */
export function parseTables(files: SourceFiles): { tables: ParsedTables; problems: string[] } {
  const problems = new Problems();
  const text = (table: TableName) => decodeTable(files[table]);
  const tables: ParsedTables = {
    comuni: placeRows('comuni', text('comuni'), problems),
    stati: placeRows('stati', text('stati'), problems),
    documenti: codeRows('documenti', text('documenti'), problems, /^[A-Z0-9]{5}$/),
    'tipi-alloggiato': codeRows('tipi-alloggiato', text('tipi-alloggiato'), problems, /^\d{2}$/),
  };
  requireCodes('stati', tables.stati, [ITALY], problems);
  requireCodes('documenti', tables.documenti, REQUIRED_DOCUMENTS, problems);
  requireCodes('tipi-alloggiato', tables['tipi-alloggiato'], REQUIRED_GUEST_TYPES, problems);
  // Sorted by code so that a new edition in another order is no change at all.
  for (const table of TABLE_NAMES) tables[table].sort((a, b) => a[0].localeCompare(b[0]));
  return { tables, problems: problems.list };
}

/**
 * A table as the repository stores it: a JSON array, one row per line, formatted as Biome
 * formats it, so `npm run lint` accepts the file and a new edition diffs row by row.
 */
export function tableJson(rows: readonly (PlaceRow | CodeRow)[]): string {
  const line = (row: PlaceRow | CodeRow) => `  [${row.map((v) => JSON.stringify(v)).join(', ')}]`;
  return `[\n${rows.map(line).join(',\n')}\n]\n`;
}

export function tablesMeta(files: SourceFiles, tables: ParsedTables, now: Date): TablesMeta {
  const entries = TABLE_NAMES.map((table) => [
    table,
    {
      rows: tables[table].length,
      sha256: createHash('sha256').update(files[table]).digest('hex'),
    },
  ]);
  return {
    source: 'Polizia di Stato, Alloggiati Web, pagina "Tabelle"',
    importedAt: now.toISOString(),
    files: Object.fromEntries(entries) as TablesMeta['files'],
  };
}

/** What changed from the current tables: codes added, removed and rows changed, per table. */
export function tableChanges(
  current: ParsedTables,
  next: ParsedTables,
): Record<TableName, { added: number; removed: number; changed: number }> {
  const changes = {} as Record<TableName, { added: number; removed: number; changed: number }>;
  for (const table of TABLE_NAMES) {
    const before = new Map(current[table].map((row) => [row[0], JSON.stringify(row)]));
    const after = new Map(next[table].map((row) => [row[0], JSON.stringify(row)]));
    let added = 0;
    let changed = 0;
    for (const [code, row] of after) {
      if (!before.has(code)) added++;
      else if (before.get(code) !== row) changed++;
    }
    const removed = [...before.keys()].filter((code) => !after.has(code)).length;
    changes[table] = { added, removed, changed };
  }
  return changes;
}
