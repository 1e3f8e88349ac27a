/**
 * What an identity document's number looks like, by type, for documents issued in Italy (the
 * formats the State prints); a foreign document only has to be a plausible number, since every
 * country numbers its own. The number is compared without spaces or dashes, in upper case.
 */

interface NumberFormat {
  pattern: RegExp;
  example: string;
}

const ITALIAN_FORMATS: Record<string, NumberFormat> = {
  // Paper identity card: two letters and seven digits.
  IDENT: { pattern: /^[A-Z]{2}\d{7}$/, example: 'AA1234567' },
  // Electronic identity card: CIE 3.0 (CA00000AA) or CIE 2.0 (seven digits and two letters).
  IDELE: { pattern: /^(?:[A-Z]{2}\d{5}[A-Z]{2}|\d{7}[A-Z]{2})$/, example: 'CA12345AB' },
  // Passports (ordinary, diplomatic, service): two letters and seven digits.
  PASOR: { pattern: /^[A-Z]{2}\d{7}$/, example: 'YA1234567' },
  PASDI: { pattern: /^[A-Z]{2}\d{7}$/, example: 'DA1234567' },
  PASSE: { pattern: /^[A-Z]{2}\d{7}$/, example: 'SA1234567' },
  // Driving licence: ten letters and digits (U1A123456B on the card, CT1234567A on paper).
  PATEN: { pattern: /^[A-Z0-9]{10}$/, example: 'U1A123456B' },
};

/** Any other document, and foreign ones: 4 to 20 letters and digits (the file's field is 20). */
const GENERIC: NumberFormat = { pattern: /^[A-Z0-9]{4,20}$/, example: 'AB123456' };

/** The number as the file writes it: upper case, without spaces, dots, dashes or slashes. */
export function normaliseDocumentNumber(number: string): string {
  return number.replace(/[\s.\-/]/g, '').toUpperCase();
}

/** The format a document's number must have; Italian formats only for documents issued in Italy. */
export function documentNumberFormat(type: string, issuedInItaly: boolean): NumberFormat {
  return (issuedInItaly ? ITALIAN_FORMATS[type] : undefined) ?? GENERIC;
}

export function isValidDocumentNumber(
  type: string,
  number: string,
  issuedInItaly: boolean,
): boolean {
  return documentNumberFormat(type, issuedInItaly).pattern.test(normaliseDocumentNumber(number));
}
