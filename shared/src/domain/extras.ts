import type { ApartmentId } from '../config/apartments';
import { site } from '../config/site';
import type { TranslatedLocale } from '../schemas/apartment';
import { addDays, type CalendarDate, countNights, eachNight } from './dates';
import { formatEuro } from './money';
import { romeInstant } from './rome-time';

/**
 * What the house sells besides the stay. The owner keeps the catalogue in the panel
 * ('Prezzi' > 'Extra'); the house's three extras below are its seed (a stored extra of the same
 * id replaces its default). Prices are computed here, on the server, from the stored catalogue
 * and the stay: the browser only says what the guest chose.
 */

export const EXTRA_PRICINGS = ['stay', 'day', 'night'] as const;
export type ExtraPricing = (typeof EXTRA_PRICINGS)[number];

/** An extra's id: lower-case letters, digits and dashes (the seed's, or made from its name). */
export const EXTRA_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** An extra's words in another language: either may be missing (the guest reads the Italian). */
export interface ExtraTranslation {
  name?: string;
  description?: string;
}
export type ExtraTranslations = Partial<Record<TranslatedLocale, ExtraTranslation>>;

export interface ExtraDefinition {
  id: string;
  /** The owner's Italian: the panel's, the owner's mails', and a guest's without a translation. */
  name: string;
  description: string;
  /** Its name and description in the site's other languages (shared/src/domain/extra-language.ts). */
  translations?: ExtraTranslations;
  pricing: ExtraPricing;
  /** Euros per stay, per day or per night. */
  priceEuro: number;
  /** Euros held and given back after the stay. */
  depositEuro?: number;
  /** The apartments that offer it; empty: all of them. */
  apartmentIds: ApartmentId[];
  /** Offered to guests now (a disabled extra stays on the bookings that bought it). */
  active: boolean;
  /**
   * How many a booking can take at once (absent: one): cars a day for parking, pets for a stay.
   * The guest picks the number; the server refuses more, naming the field.
   */
  maxQuantity?: number;
  /**
   * The late check-out's own rule: offered only when nobody arrives that day, its day then sold
   * in the night ledger, and on sale until the morning of departure. Only the seed's has it.
   */
  rule?: 'late-checkout';
}

const { stay, houseRules } = site;

export const LATE_CHECKOUT_ID = 'late-checkout';

/** The house's extras as the site config prices them: the catalogue's seed. */
export const DEFAULT_EXTRAS: readonly ExtraDefinition[] = [
  {
    id: LATE_CHECKOUT_ID,
    name: `Check-out posticipato alle ${stay.checkOut.lateUntil}`,
    description: `Lascia l’appartamento entro le ${stay.checkOut.lateUntil} invece delle ${stay.checkOut.by}.`,
    pricing: 'stay',
    priceEuro: stay.checkOut.lateFeeEuro,
    apartmentIds: [],
    active: true,
    rule: 'late-checkout',
    translations: {
      en: {
        name: `Late check-out at ${stay.checkOut.lateUntil}`,
        description: `Leave the apartment by ${stay.checkOut.lateUntil} instead of ${stay.checkOut.by}.`,
      },
    },
  },
  {
    id: 'parking',
    name: 'Parcheggio convenzionato',
    description: 'Un posto auto a pochi minuti a piedi, per i giorni che scegli.',
    pricing: 'day',
    priceEuro: houseRules.parkingEuroPerDay,
    apartmentIds: [],
    active: true,
    maxQuantity: houseRules.parkingSpacesPerBooking,
    translations: {
      en: {
        name: 'Partner car park',
        description: 'A parking space a few minutes’ walk away, for the days you choose.',
      },
    },
  },
  {
    id: 'pet',
    name: 'Animale domestico',
    description: `Un animale fino a ${houseRules.pets.maxKg} kg. La cauzione ti viene restituita dopo la partenza.`,
    pricing: 'night',
    priceEuro: houseRules.pets.euroPerNight,
    depositEuro: houseRules.pets.depositEuro,
    apartmentIds: [],
    active: true,
    maxQuantity: houseRules.pets.maxPerStay,
    translations: {
      en: {
        name: 'Pet',
        description: `One pet up to ${houseRules.pets.maxKg} kg. The deposit is returned to you after your stay.`,
      },
    },
  },
];

/** The catalogue: the seed, each replaced by its stored version, then the owner's own extras. */
export function mergeCatalogue(stored: readonly ExtraDefinition[]): ExtraDefinition[] {
  const byId = new Map(stored.map((extra) => [extra.id, extra]));
  const seeded = DEFAULT_EXTRAS.map((extra) => {
    const own = byId.get(extra.id);
    // The seed's rule stays with its id whatever the owner edits.
    return own ? { ...own, ...(extra.rule ? { rule: extra.rule } : {}) } : extra;
  });
  const seedIds = new Set(DEFAULT_EXTRAS.map((extra) => extra.id));
  return [...seeded, ...stored.filter((extra) => !seedIds.has(extra.id))];
}

/** Whether an extra is on sale for an apartment. */
export const offeredIn = (extra: ExtraDefinition, apartmentId: string) =>
  extra.active &&
  (extra.apartmentIds.length === 0 || (extra.apartmentIds as string[]).includes(apartmentId));

export const PRICING_LABELS: Record<ExtraPricing, string> = {
  stay: 'a soggiorno',
  day: 'al giorno',
  night: 'a notte',
};

/** What the guest asks for: an extra priced by the day names its days (`from`..`to`, included). */
export interface ExtraChoice {
  id: string;
  from?: CalendarDate;
  to?: CalendarDate;
  /** How many (cars, pets…): one when absent. */
  count?: number;
}

/** The most of an extra one booking can take at once (a late check-out: one, by its nature). */
export const maxCountOf = (extra: ExtraDefinition) =>
  extra.rule === 'late-checkout' ? 1 : (extra.maxQuantity ?? 1);

/** A priced line, as stored on the booking and shown everywhere. */
export interface ExtraLine {
  id: string;
  /** The Italian name, as the owner reads it. */
  name: string;
  /** Its name in the site's other languages when sold, for the guest's own (extra-language.ts). */
  translations?: Partial<Record<TranslatedLocale, { name: string }>>;
  /** How it was priced (absent on the first lines sold, before the owner's catalogue). */
  pricing?: ExtraPricing;
  /** Units charged: days, nights, or 1 for a stay. */
  quantity: number;
  /** How many were taken (cars, pets), when more than one: each priced and deposited. */
  count?: number;
  unitEuro: number;
  totalEuro: number;
  depositEuro?: number;
  /** An extra by the day: its days. */
  from?: CalendarDate;
  to?: CalendarDate;
}

export interface StayDates {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

/** The days an extra by the day can be had: the stay's nights (arrival day to the last night). */
export const stayDays = (dates: StayDates) => eachNight(dates.checkIn, dates.checkOut);

export const EXTRA_ERRORS = {
  daysOutside: (name: string) => `${name}: si può prenotare solo per i giorni del soggiorno`,
  daysOrder: (name: string) => `${name}: il primo giorno deve precedere l’ultimo`,
  days: (name: string) => `${name}: scegli il primo e l’ultimo giorno`,
  unknown: 'Extra non disponibile',
  duplicate: 'Ogni extra si può scegliere una volta sola per acquisto',
  empty: 'Scegli almeno un extra',
  tooMany: (name: string, max: number) =>
    max === 1
      ? `${name}: se ne può prendere uno solo per prenotazione`
      : `${name}: al massimo ${max} per prenotazione`,
} as const;

/** The names a line keeps of its extra's translations (none: the guest reads the Italian). */
function lineTranslations({ translations }: ExtraDefinition): Pick<ExtraLine, 'translations'> {
  const named = Object.entries(translations ?? {}).filter(([, words]) => words?.name);
  if (named.length === 0) return {};
  return {
    translations: Object.fromEntries(
      named.map(([locale, words]) => [locale, { name: String(words?.name) }]),
    ),
  };
}

/** The priced line of one choice of an extra, or the Italian reason it cannot be had. */
export function priceExtra(
  definition: ExtraDefinition,
  choice: ExtraChoice,
  dates: StayDates,
): ExtraLine | string {
  const count = choice.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > maxCountOf(definition))
    return EXTRA_ERRORS.tooMany(definition.name, maxCountOf(definition));
  const line = (quantity: number, extra: Partial<ExtraLine> = {}): ExtraLine => ({
    id: definition.id,
    name: definition.name,
    ...lineTranslations(definition),
    pricing: definition.pricing,
    quantity,
    ...(count > 1 ? { count } : {}),
    unitEuro: definition.priceEuro,
    totalEuro: Math.round(count * quantity * definition.priceEuro * 100) / 100,
    ...(definition.depositEuro
      ? { depositEuro: Math.round(count * definition.depositEuro * 100) / 100 }
      : {}),
    ...extra,
  });
  if (definition.pricing === 'day') {
    if (!choice.from || !choice.to) return EXTRA_ERRORS.days(definition.name);
    const days = stayDays(dates);
    if (choice.from > choice.to) return EXTRA_ERRORS.daysOrder(definition.name);
    if (!days.includes(choice.from) || !days.includes(choice.to))
      return EXTRA_ERRORS.daysOutside(definition.name);
    return line(countNights(choice.from, addDays(choice.to, 1)), {
      from: choice.from,
      to: choice.to,
    });
  }
  if (definition.pricing === 'night') return line(countNights(dates.checkIn, dates.checkOut));
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

/** The words a line's detail is written with (Italian unless a guest's mail says otherwise). */
export interface ExtraLineWords {
  euro: (amount: number) => string;
  days: (count: number) => string;
  nights: (count: number) => string;
  /** ' + cauzione 100 €'. */
  deposit: (amount: string) => string;
}

const ITALIAN_LINE_WORDS: ExtraLineWords = {
  euro: (amount) => formatEuro(amount),
  days: (count) => (count === 1 ? '1 giorno' : `${count} giorni`),
  nights: (count) => (count === 1 ? '1 notte' : `${count} notti`),
  deposit: (amount) => ` + cauzione ${amount}`,
};

/** '2 giorni, 30 €' / '2 × 3 notti, 120 € + cauzione 200 €': a line's quantity and price. */
export function extraLineDetail(line: ExtraLine, words = ITALIAN_LINE_WORDS): string {
  const times = line.count && line.count > 1 ? `${line.count} × ` : '';
  const unit = line.pricing ?? (line.from ? 'day' : line.quantity > 1 ? 'night' : 'stay');
  const count =
    unit === 'day'
      ? `${words.days(line.quantity)}, `
      : unit === 'night'
        ? `${words.nights(line.quantity)}, `
        : times
          ? `${words.euro(line.unitEuro)}, `
          : '';
  const deposit = line.depositEuro ? words.deposit(words.euro(line.depositEuro)) : '';
  return `${times}${count}${words.euro(line.totalEuro)}${deposit}`;
}

/** 'Parcheggio convenzionato: 2 giorni, 30 €', as mails, panel and CSV write a line. */
export const describeExtraLine = (line: ExtraLine) => `${line.name}: ${extraLineDetail(line)}`;

/**
 * Until when an extra can be bought: every extra until the day before arrival; a late check-out
 * until the morning of departure (the owner must know before the cleaning is planned).
 */
export const LATE_CHECKOUT_LAST_ORDER = '10:00';

export function canStillBuy(extra: ExtraDefinition, dates: StayDates, now: Date): boolean {
  if (extra.rule === 'late-checkout')
    return now < romeInstant(dates.checkOut, LATE_CHECKOUT_LAST_ORDER);
  return now < romeInstant(dates.checkIn, '00:00');
}
