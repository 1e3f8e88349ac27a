/** Money: whole euros for prices set by the owner, cents for everything computed (ARCHITECTURE). */
export type Cents = number;

export function euroToCents(euro: number): Cents {
  return Math.round(euro * 100);
}

export function centsToEuro(cents: Cents): number {
  return Math.round(cents) / 100;
}

const euroFormat = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** `€ 85` / `85,50 €` as Italians write it (Intl's it-IT format). */
export function formatEuro(euro: number): string {
  return euroFormat.format(euro);
}
