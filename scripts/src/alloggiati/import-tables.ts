import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTAL_FILES, TABLE_NAMES, type TableName } from '@catania/shared/alloggiati/tables';
import {
  type ParsedTables,
  parseTables,
  type SourceFiles,
  tableChanges,
  tableJson,
  tablesMeta,
} from './tables-import';

/**
 * `npm run alloggiati:import -- <folder> [--check]`: replaces the repository's Alloggiati Web
 * code tables with the ones downloaded from the portal into <folder> (comuni.csv, stati.csv,
 * documenti.csv, tipo_alloggiato.csv). Every file is checked first; on any problem nothing is
 * written. `--check` only checks and prints what would change.
 */
export const TABLES_DIR = fileURLToPath(
  new URL('../../../shared/src/alloggiati/tables/', import.meta.url),
);

export function readCurrentTables(dir = TABLES_DIR): ParsedTables {
  const read = (table: TableName) =>
    JSON.parse(readFileSync(path.join(dir, `${table}.json`), 'utf8')) as never[];
  return {
    comuni: read('comuni'),
    stati: read('stati'),
    documenti: read('documenti'),
    'tipi-alloggiato': read('tipi-alloggiato'),
  };
}

export function importTables(
  sourceDir: string,
  options: { check?: boolean; targetDir?: string; now?: Date } = {},
): { problems: string[]; summary: string[] } {
  const missing = TABLE_NAMES.filter((t) => !existsSync(path.join(sourceDir, PORTAL_FILES[t])));
  if (missing.length > 0) {
    return {
      problems: missing.map((t) => `${PORTAL_FILES[t]}: file mancante in ${sourceDir}`),
      summary: [],
    };
  }
  const read = (t: TableName) => readFileSync(path.join(sourceDir, PORTAL_FILES[t]));
  const files: SourceFiles = {
    comuni: read('comuni'),
    stati: read('stati'),
    documenti: read('documenti'),
    'tipi-alloggiato': read('tipi-alloggiato'),
  };
  const { tables, problems } = parseTables(files);
  if (problems.length > 0) return { problems, summary: [] };

  const targetDir = options.targetDir ?? TABLES_DIR;
  const current = existsSync(path.join(targetDir, 'comuni.json'))
    ? readCurrentTables(targetDir)
    : { comuni: [], stati: [], documenti: [], 'tipi-alloggiato': [] };
  const changes = tableChanges(current, tables);
  const summary = TABLE_NAMES.map((t) => {
    const c = changes[t];
    return `${PORTAL_FILES[t]}: ${tables[t].length} righe (${c.added} nuove, ${c.removed} tolte, ${c.changed} cambiate)`;
  });
  if (!options.check) {
    for (const t of TABLE_NAMES)
      writeFileSync(path.join(targetDir, `${t}.json`), tableJson(tables[t]));
    const meta = tablesMeta(files, tables, options.now ?? new Date());
    writeFileSync(path.join(targetDir, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  }
  return { problems, summary };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const sourceDir = args.find((a) => !a.startsWith('--'));
  if (!sourceDir) {
    console.error('Uso: npm run alloggiati:import -- <cartella con i CSV del portale> [--check]');
    process.exit(2);
  }
  const { problems, summary } = importTables(path.resolve(sourceDir), { check });
  if (problems.length > 0) {
    console.error(
      `Tabelle non importate, ${problems.length} problemi:\n- ${problems.join('\n- ')}`,
    );
    process.exit(1);
  }
  console.log(summary.join('\n'));
  console.log(
    check ? 'Controllo riuscito: nulla è stato scritto.' : `Tabelle scritte in ${TABLES_DIR}`,
  );
}
