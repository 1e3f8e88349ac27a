import { site } from '../config/site';
import { addDays, type CalendarDate, countNights, eachNight } from './dates';
import { formatEuro } from './money';
import { romeInstant } from './rome-time';

/**
 * What the house sells besides the stay (issue 25): a late check-out, parking by the day, a pet.
 * Prices come from the site config and are computed here, on the server, from the stay: the
 * browser only says what the guest chose.
 */

export const EXTRA_IDS = ['late-checkout', 'parking', 'pet'] as const;
export type ExtraId = (typeof EXTRA_IDS)[number];

export type ExtraPricing = 'stay' | 'day' | 'night';

export interface ExtraDefinition {
  id: ExtraId;
  name: string;
  description: string;
  pricing: ExtraPricing;
  /** Euros per stay, per day or per night. */
  priceEuro: number;
  /** Euros held and given back after the stay. */
  depositEuro?: number;
}

const { stay, houseRules } = site;

export const EXTRAS: Record<ExtraId, ExtraDefinition> = {
  'late-checkout': {
    id: 'late-checkout',
    name: `Check-out posticipato alle ${stay.checkOut.lateUntil}`,
    description: `Lascia l’appartamento entro le ${stay.checkOut.lateUntil} invece delle ${stay.checkOut.by}.`,
    pricing: 'stay',
    priceEuro: stay.checkOut.lateFeeEuro,
  },
  parking: {
    id: 'parking',
    name: 'Parcheggio convenzionato',
    description: 'Un posto auto a pochi minuti a piedi, per i giorni che scegli.',
    pricing: 'day',
    priceEuro: houseRules.parkingEuroPerDay,
  },
  pet: {
    id: 'pet',
    name: 'Animale domestico',
    description: `Un animale fino a ${houseRules.pets.maxKg} kg. La cauzione ti viene restituita dopo la partenza.`,
    pricing: 'night',
    priceEuro: houseRules.pets.euroPerNight,
    depositEuro: houseRules.pets.depositEuro,
  },
};

export const PRICING_LABELS: Record<ExtraPricing, string> = {
  stay: 'a soggiorno',
  day: 'al giorno',
  night: 'a notte',
};

/** What the guest asks for: parking names its days (`from`..`to`, both included). */
export type ExtraChoice =
  | { id: 'late-checkout' }
  | { id: 'pet' }
  | { id: 'parking'; from: CalendarDate; to: CalendarDate };

/** A priced line, as stored on the booking and shown everywhere. */
export interface ExtraLine {
  id: ExtraId;
  name: string;
  quantity: number;
  unitEuro: number;
  totalEuro: number;
  depositEuro?: number;
  /** Parking's days. */
  from?: CalendarDate;
  to?: CalendarDate;
}

export interface StayDates {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

/** The days a parking space can be had: the stay's nights (arrival day to the last night). */
export const parkingDays = (dates: StayDates) => eachNight(dates.checkIn, dates.checkOut);

export const EXTRA_ERRORS = {
  parkingOutside: 'Il parcheggio si può prenotare solo per i giorni del soggiorno',
  parkingOrder: 'Parcheggio: il primo giorno deve precedere l’ultimo',
  duplicate: 'Ogni extra si può scegliere una volta sola per acquisto',
  empty: 'Scegli almeno un extra',
} as const;

/** The priced line of one choice, or the Italian reason it cannot be had. */
export function priceExtra(choice: ExtraChoice, dates: StayDates): ExtraLine | string {
  const definition = EXTRAS[choice.id];
  const line = (quantity: number, extra: Partial<ExtraLine> = {}): ExtraLine => ({
    id: definition.id,
    name: definition.name,
    quantity,
    unitEuro: definition.priceEuro,
    totalEuro: quantity * definition.priceEuro,
    ...(definition.depositEuro ? { depositEuro: definition.depositEuro } : {}),
    ...extra,
  });
  if (choice.id === 'parking') {
    const days = parkingDays(dates);
    if (choice.from > choice.to) return EXTRA_ERRORS.parkingOrder;
    if (!days.includes(choice.from) || !days.includes(choice.to))
      return EXTRA_ERRORS.parkingOutside;
    return line(countNights(choice.from, addDays(choice.to, 1)), {
      from: choice.from,
      to: choice.to,
    });
  }
  if (choice.id === 'pet') return line(countNights(dates.checkIn, dates.checkOut));
  return line(1);
}

/** What the guest pays now for lines: their prices and any deposits. */
export function extrasTotal(lines: readonly ExtraLine[]): {
  totalEuro: number;
  depositEuro: number;
} {
  return {
    totalEuro: lines.reduce((sum, l) => sum + l.totalEuro, 0),
    depositEuro: lines.reduce((sum, l) => sum + (l.depositEuro ?? 0), 0),
  };
}

/** '2 giorni, 30 €' / '3 notti, 60 € + cauzione 100 €': a line's quantity and price. */
export function extraLineDetail(line: ExtraLine): string {
  const unit = EXTRAS[line.id].pricing;
  const count =
    unit === 'day'
      ? `${line.quantity === 1 ? '1 giorno' : `${line.quantity} giorni`}, `
      : unit === 'night'
        ? `${line.quantity === 1 ? '1 notte' : `${line.quantity} notti`}, `
        : '';
  const deposit = line.depositEuro ? ` + cauzione ${formatEuro(line.depositEuro)}` : '';
  return `${count}${formatEuro(line.totalEuro)}${deposit}`;
}

/** 'Parcheggio convenzionato: 2 giorni, 30 €', as mails, panel and CSV write a line. */
export const describeExtraLine = (line: ExtraLine) => `${line.name}: ${extraLineDetail(line)}`;

/**
 * Until when an extra can be bought: every extra until the day before arrival; a late check-out
 * until the morning of departure (the owner must know before the cleaning is planned).
 */
export const LATE_CHECKOUT_LAST_ORDER = '10:00';

export function canStillBuy(id: ExtraId, dates: StayDates, now: Date): boolean {
  if (id === 'late-checkout') return now < romeInstant(dates.checkOut, LATE_CHECKOUT_LAST_ORDER);
  return now < romeInstant(dates.checkIn, '00:00');
}
