import type { Booking, BookingStatus } from '../schemas/booking';
import { BOOKING_STATUS_LABELS } from '../schemas/booking';
import type { ContactMessage } from '../schemas/contact';
import { type CsvColumn, csvAmount } from './csv';
import { addDays, type CalendarDate, dayOfWeek, toRomeDate } from './dates';
import { describeExtraLine } from './extras';
import { PAYMENT_STATE_LABELS, paymentState, revenueCents } from './payment';

/**
 * The admin lists' statistics, filters and CSV columns (product §2 Prenotazioni and Contatti, product §9).
 * Pure: `now` is passed in. "Today", weeks and months are those of Catania (Europe/Rome), whatever
 * the browser's zone.
 */

const DAY_MS = 86_400_000;

export interface BookingStats {
  total: number;
  /** Created in the last 7 days. */
  weekly: number;
  /** Created in the last 30 days. */
  monthly: number;
  /**
   * Money received and kept, in euros (summed in cents): what Stripe charged, less refunds, for
   * confirmed and guest-cancelled bookings (shared/src/domain/payment.ts). A booking the owner
   * confirmed unpaid is not revenue until it is paid.
   */
  revenue: number;
}

export function bookingStats(bookings: readonly Booking[], now: Date): BookingStats {
  const since = (days: number) => now.getTime() - days * DAY_MS;
  let weekly = 0;
  let monthly = 0;
  let revenue = 0;
  for (const booking of bookings) {
    const created = Date.parse(booking.createdAt);
    if (created >= since(7) && created <= now.getTime()) weekly += 1;
    if (created >= since(30) && created <= now.getTime()) monthly += 1;
    revenue += revenueCents(booking);
  }
  return { total: bookings.length, weekly, monthly, revenue: revenue / 100 };
}

/** The calendar week (Monday to Sunday, as in Italy) holding `date`. */
export function weekBounds(date: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  const sinceMonday = (dayOfWeek(date) + 6) % 7;
  const from = addDays(date, -sinceMonday);
  return { from, to: addDays(from, 6) };
}

export type ContactPeriod = 'all' | 'today' | 'week' | 'month';
export type ContactSort = 'newest' | 'oldest' | 'name';

/** The Catania date a message was received. */
export const receivedOn = (contact: Pick<ContactMessage, 'created_at'>) =>
  toRomeDate(new Date(contact.created_at));

export function inPeriod(
  contact: Pick<ContactMessage, 'created_at'>,
  period: ContactPeriod,
  now: Date,
): boolean {
  if (period === 'all') return true;
  const today = toRomeDate(now);
  const day = receivedOn(contact);
  if (period === 'today') return day === today;
  if (period === 'month') return day.slice(0, 7) === today.slice(0, 7);
  const week = weekBounds(today);
  return day >= week.from && day <= week.to;
}

export interface ContactStats {
  total: number;
  today: number;
  thisWeek: number;
  /** Messages giving a check-in or a check-out. */
  withDates: number;
}

export function contactStats(contacts: readonly ContactMessage[], now: Date): ContactStats {
  return {
    total: contacts.length,
    today: contacts.filter((c) => inPeriod(c, 'today', now)).length,
    thisWeek: contacts.filter((c) => inPeriod(c, 'week', now)).length,
    withDates: contacts.filter((c) => Boolean(c.checkIn || c.checkOut)).length,
  };
}

const matches = (query: string, ...fields: (string | undefined)[]) => {
  const needle = query.trim().toLocaleLowerCase('it');
  return !needle || fields.some((f) => f?.toLocaleLowerCase('it').includes(needle));
};

export function filterContacts(
  contacts: readonly ContactMessage[],
  options: { search: string; period: ContactPeriod; sort: ContactSort },
  now: Date,
): ContactMessage[] {
  const list = contacts.filter(
    (c) =>
      inPeriod(c, options.period, now) &&
      matches(options.search, `${c.nome} ${c.cognome}`, c.email, c.messaggio),
  );
  const byName = (a: ContactMessage, b: ContactMessage) =>
    `${a.nome} ${a.cognome}`.localeCompare(`${b.nome} ${b.cognome}`, 'it', {
      sensitivity: 'base',
    });
  const byDate = (a: ContactMessage, b: ContactMessage) => a.created_at.localeCompare(b.created_at);
  if (options.sort === 'name') return list.sort(byName);
  if (options.sort === 'oldest') return list.sort(byDate);
  return list.sort((a, b) => byDate(b, a));
}

export type BookingStatusFilter = 'all' | BookingStatus;

export function filterBookings(
  bookings: readonly Booking[],
  options: {
    search: string;
    status: BookingStatusFilter;
    apartmentId: string;
    /** Names to search by apartment name as well as id. */
    apartmentNames?: Record<string, string>;
  },
): Booking[] {
  return bookings
    .filter(
      (b) =>
        (options.status === 'all' || b.status === options.status) &&
        (options.apartmentId === 'all' || b.apartmentId === options.apartmentId) &&
        matches(
          options.search,
          b.guestName,
          b.guestEmail,
          b.apartmentId,
          options.apartmentNames?.[b.apartmentId],
        ),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const italianDate = (date: CalendarDate | undefined) =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '';

/** `10/05/2026 14:30` in Catania's time. */
export function italianDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** product §9 contact columns. */
export const CONTACT_CSV_COLUMNS: CsvColumn<ContactMessage>[] = [
  { header: 'Nome', value: (c) => c.nome },
  { header: 'Cognome', value: (c) => c.cognome },
  { header: 'Email', value: (c) => c.email },
  { header: 'Telefono', value: (c) => c.telefono },
  { header: 'Check-in', value: (c) => italianDate(c.checkIn) },
  { header: 'Check-out', value: (c) => italianDate(c.checkOut) },
  { header: 'Messaggio', value: (c) => c.messaggio, quote: true },
  { header: 'Data ricezione', value: (c) => italianDateTime(c.created_at) },
];

/** product §9 booking columns. */
export function bookingCsvColumns(apartmentNames: Record<string, string>): CsvColumn<Booking>[] {
  return [
    { header: 'ID', value: (b) => b.id },
    { header: 'Appartamento', value: (b) => apartmentNames[b.apartmentId] ?? b.apartmentId },
    { header: 'Ospite', value: (b) => b.guestName },
    { header: 'Email', value: (b) => b.guestEmail },
    { header: 'Telefono', value: (b) => b.guestPhone },
    { header: 'Check-in', value: (b) => italianDate(b.checkIn) },
    { header: 'Check-out', value: (b) => italianDate(b.checkOut) },
    { header: 'Ospiti', value: (b) => b.guests },
    { header: 'Prezzo (€)', value: (b) => csvAmount(b.totalPrice) },
    { header: 'Stato', value: (b) => BOOKING_STATUS_LABELS[b.status] },
    { header: 'Pagamento', value: (b) => PAYMENT_STATE_LABELS[paymentState(b)] },
    { header: 'Richieste speciali', value: (b) => b.specialRequests, quote: true },
    // The extras paid on top of the stay, one cell.
    {
      header: 'Extra',
      value: (b) =>
        (b.extras ?? [])
          .map(
            (x) =>
              `${describeExtraLine(x)}${x.removed ? ' (rimosso)' : x.refundedAt ? ' (rimborsato)' : ''}`,
          )
          .join('; '),
      quote: true,
    },
    { header: 'Data prenotazione', value: (b) => italianDateTime(b.createdAt) },
  ];
}
