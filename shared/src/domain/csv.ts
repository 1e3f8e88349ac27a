/**
 * CSV files for the owner's spreadsheet (product §9 exports).
 *
 * Written for Excel and LibreOffice as set up in Italy: `;` between cells (the Italian list
 * separator, so columns split on opening), CRLF line ends, and a UTF-8 byte-order mark so accented
 * letters survive. A cell is quoted when it holds the separator, a quote or a line break, or when
 * its column asks for it (messages, special requests).
 *
 * Safe to open (CSV/formula injection): a cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return could be run as a formula by the spreadsheet, so it gets a leading apostrophe,
 * which spreadsheets show as plain text (OWASP's advice). Guests write the messages and names, so
 * every text cell goes through this, with one exception: a plain phone number (below).
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A phone number as guests write it: `+`, then digits, with spaces, dots, dashes, slashes or
 * brackets between them ('+39 333 123 4567', '+44 (0)20 7946-0958'). It starts with `+`, so the
 * rule above would prefix it with an apostrophe, which CSV files show as a visible character in
 * front of every international number. It needs none: a payload needs a function name, a cell
 * reference or a command (letters, `!`, `|`, `:` ...), and these characters can spell none of them;
 * at worst a spreadsheet reads the digits as a sum. So a plain phone number is written as it is,
 * and anything else after the `+` (a letter, `=`, `(A1)`) still gets the apostrophe.
 */
const PLAIN_PHONE = /^\+\d[\d ./()-]*\d$/;

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
  /** Always quote this column (free text). */
  quote?: boolean;
}

/** Neutralises a cell that a spreadsheet would read as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_PHONE.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue, forceQuote = false): string {
  if (value === null || value === undefined) return forceQuote ? '""' : '';
  // Numbers are written by the caller in the form it wants (e.g. with a decimal comma); only
  // text typed by a person can start a formula, but a string is a string: check them all.
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  const needsQuotes = forceQuote || /[";\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(CSV_SEPARATOR)];
  for (const row of rows) {
    lines.push(columns.map((c) => csvCell(c.value(row), c.quote)).join(CSV_SEPARATOR));
  }
  return CSV_BOM + lines.join(LINE_END) + LINE_END;
}

/** `85,5` -> `85,50`: amounts with the Italian decimal comma, as the spreadsheet expects. */
export function csvAmount(euro: number): string {
  return euro.toFixed(2).replace('.', ',');
}

/** `prenotazioni-2026-05-10.csv`. */
export function csvFileName(prefix: string, today: string): string {
  return `${prefix}-${today}.csv`;
}
