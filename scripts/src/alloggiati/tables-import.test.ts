import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CodeRow,
  type PlaceRow,
  PORTAL_FILES,
  TABLE_NAMES,
  type TableName,
} from '@catania/shared/alloggiati/tables';
import { describe, expect, it } from 'vitest';
import { importTables, readCurrentTables } from './import-tables';
import { decodeTable, type ParsedTables, parseEndOfValidity, parseTables } from './tables-import';

const portalDate = (date: string | null) =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} 00:00:00` : '';

/** The tables as the portal publishes them: CSV with CRLF, dates as dd/mm/yyyy hh:mm:ss. */
function portalCsv(tables: ParsedTables): Record<TableName, Uint8Array> {
  const place = (rows: readonly PlaceRow[]) =>
    [
      'Codice,Descrizione,Provincia,DataFineVal',
      ...rows.map((r) => `${r[0]},${r[1]},${r[2]},${portalDate(r[3])}`),
    ].join('\r\n');
  const code = (rows: readonly CodeRow[]) =>
    ['Codice,Descrizione', ...rows.map((r) => `${r[0]},${r[1]}`)].join('\r\n');
  const encode = (text: string) => new TextEncoder().encode(`${text}\r\n`);
  return {
    comuni: encode(place(tables.comuni)),
    stati: encode(place(tables.stati)),
    documenti: encode(code(tables.documenti)),
    'tipi-alloggiato': encode(code(tables['tipi-alloggiato'])),
  };
}

const current = readCurrentTables();

function writeFolder(files: Record<TableName, Uint8Array>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'alloggiati-'));
  for (const table of TABLE_NAMES) writeFileSync(path.join(dir, PORTAL_FILES[table]), files[table]);
  return dir;
}

describe('the repository’s tables', () => {
  it('are what the import makes of them: they pass every check, unchanged', () => {
    const { tables, problems } = parseTables(portalCsv(current));
    expect(problems).toEqual([]);
    expect(tables).toEqual(current);
  });
});

describe('parseTables', () => {
  it('names the file and line of every problem, and a missing code the product needs', () => {
    const broken: ParsedTables = {
      ...current,
      comuni: [
        ...current.comuni.slice(0, 3),
        ['12345', 'CORTO', 'CT', null],
        ['419087015', 'CATANIA', 'Catania', null],
        ...current.comuni.slice(3),
      ],
      stati: current.stati.filter((row) => row[0] !== '100000100'),
    };
    const files = portalCsv(broken);
    // A bad date, written as the portal would never write it.
    const stati = new TextDecoder().decode(files.stati).replace('ES,\r\n', 'ES,31/02/2020\r\n');
    files.stati = new TextEncoder().encode(stati);
    const { problems } = parseTables(files);
    // The real Catania comes later: the header, the two rows put in, 1-based.
    const cataniaLine = current.comuni.findIndex((row) => row[0] === '419087015') + 4;
    expect(problems).toEqual([
      'comuni.csv, riga 5: codice "12345" non di 9 cifre',
      'comuni.csv, riga 6: provincia "Catania" non valida',
      `comuni.csv, riga ${cataniaLine}: codice 419087015 ripetuto`,
      'stati.csv, riga 2: data di fine validità "31/02/2020" non valida',
      'stati.csv: manca il codice 100000100',
    ]);
  });

  it('refuses a file with other columns or cut short', () => {
    const files = portalCsv(current);
    files.documenti = new TextEncoder().encode('Code;Description\r\nIDENT;CARTA\r\n');
    files.comuni = new TextEncoder().encode(
      'Codice,Descrizione,Provincia,DataFineVal\r\n419087015,CATANIA,CT,\r\n',
    );
    const { problems } = parseTables(files);
    expect(problems).toContain(
      'documenti.csv, riga 1: intestazione attesa "codice,descrizione", trovata "code;description"',
    );
    expect(problems).toContain('comuni.csv: solo 1 righe (almeno 7000 attese)');
  });

  it('reads Windows-1252 files as well as UTF-8', () => {
    expect(decodeTable(new Uint8Array([0x43, 0x49, 0x54, 0x54, 0xc0]))).toBe('CITTÀ');
    expect(decodeTable(new TextEncoder().encode('\uFEFFCITTÀ'))).toBe('CITTÀ');
    expect(parseEndOfValidity('31/12/1983 00:00:00')).toBe('1983-12-31');
    expect(parseEndOfValidity('31/12/1983')).toBe('1983-12-31');
    expect(parseEndOfValidity('1983-12-31')).toBeUndefined();
  });
});

describe('importTables (the command)', () => {
  it('writes the new tables and reports what changed', () => {
    const next: ParsedTables = {
      ...current,
      comuni: [
        ...current.comuni.filter((r) => r[0] !== '401001002'),
        ['499999999', 'NUOVO', 'CT', null],
      ],
    };
    const target = mkdtempSync(path.join(tmpdir(), 'tables-'));
    const { problems, summary } = importTables(writeFolder(portalCsv(next)), {
      targetDir: target,
      now: new Date('2026-11-20T10:00:00Z'),
    });
    expect(problems).toEqual([]);
    expect(summary[0]).toBe(
      `comuni.csv: ${current.comuni.length} righe (${current.comuni.length} nuove, 0 tolte, 0 cambiate)`,
    );
    expect(readCurrentTables(target).comuni).toContainEqual(['499999999', 'NUOVO', 'CT', null]);
    const meta = JSON.parse(readFileSync(path.join(target, 'meta.json'), 'utf8'));
    expect(meta).toMatchObject({
      importedAt: '2026-11-20T10:00:00.000Z',
      files: { comuni: { rows: current.comuni.length } },
    });

    // Again over those tables: the difference is the one comune swapped.
    const again = importTables(writeFolder(portalCsv(current)), { targetDir: target, check: true });
    expect(again.summary[0]).toBe(
      `comuni.csv: ${current.comuni.length} righe (1 nuove, 1 tolte, 0 cambiate)`,
    );
  });

  it('writes nothing when a file is wrong or missing', () => {
    const target = mkdtempSync(path.join(tmpdir(), 'tables-'));
    const files = portalCsv(current);
    files['tipi-alloggiato'] = new TextEncoder().encode(
      'Codice,Descrizione\r\n16,OSPITE SINGOLO\r\n',
    );
    const { problems } = importTables(writeFolder(files), { targetDir: target });
    expect(problems).toContain('tipo_alloggiato.csv: manca il codice 17');
    expect(() => readCurrentTables(target)).toThrow();

    const empty = mkdtempSync(path.join(tmpdir(), 'empty-'));
    mkdirSync(path.join(empty, 'x'));
    expect(importTables(empty, { targetDir: target }).problems).toHaveLength(4);
  });
});
