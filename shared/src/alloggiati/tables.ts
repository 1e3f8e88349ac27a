import type { CalendarDate } from '../domain/dates';

/**
 * The shapes of the Alloggiati Web code tables as the repository keeps them
 * (`shared/src/alloggiati/tables/*.json`, written by `npm run alloggiati:import`).
 * Rows are arrays, one per line of the file, so a new import reads as a plain diff.
 */

/** A comune or a state: code (9 digits), name (upper case), province (`ES` for states), end of validity. */
export type PlaceRow = readonly [
  code: string,
  name: string,
  province: string,
  validUntil: CalendarDate | null,
];

/** A document type (5 characters) or a guest type (2 digits), and its description. */
export type CodeRow = readonly [code: string, description: string];

export interface TablesMeta {
  source: string;
  importedAt: string;
  files: Record<TableName, { rows: number; sha256: string }>;
}

/** Italy's code in the states table: state of birth and citizenship of Italians. */
export const ITALY = '100000100';

export const TABLE_NAMES = ['comuni', 'stati', 'documenti', 'tipi-alloggiato'] as const;
export type TableName = (typeof TABLE_NAMES)[number];

/** The portal's file name of each table. */
export const PORTAL_FILES: Record<TableName, string> = {
  comuni: 'comuni.csv',
  stati: 'stati.csv',
  documenti: 'documenti.csv',
  'tipi-alloggiato': 'tipo_alloggiato.csv',
};

/** A place is valid on `date` when it had not ceased to exist before it (its end date included). */
export function isValidOn(validUntil: CalendarDate | null, date: CalendarDate): boolean {
  return validUntil === null || date <= validUntil;
}
