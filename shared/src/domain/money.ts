/** Money: whole euros for prices set by the owner, cents for everything computed (product §10). */
export type Cents = number;

export function euroToCents(euro: number): Cents {
  return Math.round(euro * 100);
}

export function centsToEuro(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Each language's two euro formats (whole, with cents), made once per language asked for. */
const euroFormats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();
function euroFormatsOf(locale: string) {
  let formats = euroFormats.get(locale);
  if (!formats) {
    formats = {
      whole: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }),
      cents: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    };
    euroFormats.set(locale, formats);
  }
  return formats;
}

/**
 * `85 €` / `85,50 €` as Italians write it (Intl's it-IT format), `€85` / `€85.50` in English
 * (`en-GB`): whole euros without decimals, otherwise always two (a single `min 0, max 2` format
 * would print `85,5 €`).
 */
export function formatEuro(euro: number, locale = 'it-IT'): string {
  const cents = Math.round(euro * 100);
  const formats = euroFormatsOf(locale);
  return cents % 100 === 0 ? formats.whole.format(cents / 100) : formats.cents.format(euro);
}
