/**
 * Text as the Alloggiati Web tables write it (upper case, `'` for a final accent: `CITTA'`) and
 * as people type it (accents, lower case).
 */

/** Letters a plain NFD decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  Ł: 'L',
  ł: 'L',
  ı: 'I',
};

/**
 * Upper-case ASCII: accents dropped (`Müller` -> `MULLER`, `Niccolò` -> `NICCOLO`), the letters
 * that have no decomposition spelled out (`ß` -> `SS`), typographic apostrophes made plain.
 * The portal's file is read one byte per character, so everything written to it goes through this.
 */
export function foldToAscii(text: string): string {
  return text
    .replace(/[ßÆæŒœØøĐđÐðÞþŁłı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02BC`´]/g, "'")
    .toUpperCase();
}

/** What a search compares: folded, apostrophes and runs of spaces and dashes as one space. */
export function searchKey(text: string): string {
  return foldToAscii(text)
    .replace(/['.\-\s]+/g, ' ')
    .trim();
}

const ACCENTED: Record<string, string> = { A: 'à', E: 'è', I: 'ì', O: 'ò', U: 'ù' };
/** Joining words kept in lower case inside a name (`Militello in Val di Catania`). */
const LOWER_WORDS = new Set([
  'DI',
  'DA',
  'DE',
  'DEL',
  'DELLA',
  'DELLE',
  'DEI',
  'DEGLI',
  'E',
  'ED',
  'IN',
  'SUL',
  'SULLA',
  'SUI',
  'AL',
  'ALLA',
  'ALLE',
  'NEL',
  'NELLA',
  'CON',
  'PER',
  // Elided before an apostrophe: Valle d'Aosta, Porto d'Armi.
  'D',
  'L',
  'DELL',
  'DALL',
  'NELL',
  'SULL',
  'ALL',
]);

/**
 * A table's upper-case name as a person reads it: `CARTA DI IDENTITA'` -> `Carta di identità`
 * style title case (`SANT'AGATA LI BATTIATI` -> `Sant'Agata Li Battiati`), a vowel followed by
 * an apostrophe at the end of a word read as the accented vowel the tables cannot write.
 */
export function displayName(upper: string): string {
  const accented = upper.replace(/([AEIOU])'(?=\s|$|\))/g, (_, vowel: string) =>
    (ACCENTED[vowel] ?? vowel).toUpperCase(),
  );
  let first = true;
  return accented.replace(/[\p{L}]+/gu, (word, offset: number) => {
    const afterApostrophe = accented[offset - 1] === "'";
    const lower = word.toLowerCase();
    const keepLower = !first && !afterApostrophe && LOWER_WORDS.has(word);
    first = false;
    if (keepLower) return lower;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}
