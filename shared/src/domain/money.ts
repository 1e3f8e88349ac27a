/** Money: whole euros for prices set by the owner, cents for everything computed (ARCHITECTURE). */
export type Cents = number;

export function euroToCents(euro: number): Cents {
  return Math.round(euro * 100);
}

export function centsToEuro(cents: Cents): number {
  return Math.round(cents) / 100;
}

const wholeEuroFormat = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const euroWithCentsFormat = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * `85 €` / `85,50 €` as Italians write it (Intl's it-IT format): whole euros without decimals,
 * otherwise always two (a single `min 0, max 2` format would print `85,5 €`).
 */
export function formatEuro(euro: number): string {
  const cents = Math.round(euro * 100);
  return cents % 100 === 0 ? wholeEuroFormat.format(cents / 100) : euroWithCentsFormat.format(euro);
}
