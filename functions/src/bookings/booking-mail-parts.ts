import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@catania/shared/config/locales';
import { bookingCode, formatLongDate, formatShortDate } from '@catania/shared/domain/booking';
import { extraLineIn } from '@catania/shared/domain/extra-language';
import { extraLineDetail } from '@catania/shared/domain/extras';
import { guestsLabel, nightsLabel } from '@catania/shared/domain/formats';
import { formatEuro } from '@catania/shared/domain/money';
import { paidWithExtras, paymentSummary } from '@catania/shared/domain/payment';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { Booking } from '@catania/shared/schemas/booking';
import { env } from '../lib/env';
import type { RenderedMail, Row } from '../mail/layout';
import type { OutboxMail } from '../mail/outbox-repo';
import { GUEST_MAIL_WORDS } from './guest-mail-words';

/**
 * What every mail about a booking is made of: its words and formats in the reader's language,
 * the stay's rows, and the outbox item that carries it (once per booking and mail).
 */

export interface BookingMailInput {
  booking: Booking;
  apartment: Pick<Apartment, 'name' | 'address' | 'floor' | 'category'>;
  siteUrl: string;
  /** The guest's secret link to their booking: guest mails only, never the owner's. */
  guestLink?: string;
}

/** A booking's mail words and formats: the guest's language, or Italian for the owner's mails. */
export function wordsFor(locale: Locale) {
  const intl = INTL_LOCALE[locale];
  return {
    locale,
    w: GUEST_MAIL_WORDS[locale],
    euro: (amount: number) => formatEuro(amount, intl),
    euroWithCents: new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
    }).format,
    longDate: (date: string) => formatLongDate(date, locale),
    shortDate: (date: string) => formatShortDate(date, locale),
    nights: (nights: number) => nightsLabel(nights, locale),
    guests: (guests: number) => guestsLabel(guests, locale),
  };
}

export type MailWords = ReturnType<typeof wordsFor>;

/** The stay's rows, in `locale` (the owner's mails: Italian). */
export function stayRows(
  { booking, apartment }: BookingMailInput,
  locale: Locale = DEFAULT_LOCALE,
): Row[] {
  const t = wordsFor(locale);
  const { rows } = t.w;
  return [
    [rows.code, bookingCode(booking.id)],
    [rows.apartment, apartment.name],
    ['Check-in', rows.checkIn(t.longDate(booking.checkIn))],
    ['Check-out', rows.checkOut(t.longDate(booking.checkOut))],
    [rows.nights, t.nights(booking.nights)],
    [rows.guests, t.guests(booking.guests)],
    [rows.pricePerNight, t.euro(booking.pricePerNight)],
    ...moneyRows(booking, t),
  ];
}

/**
 * The money lines: 'Totale pagato' only when Stripe said paid (product §10: payment is its own
 * fact); a booking confirmed unpaid says what is still to pay. Extras paid on top of the stay
 * (with it, or later) follow, each with its price and deposit; with them, the paid total is
 * everything the guest paid (the checkout's total), the stay's own share named first.
 */
function moneyRows(booking: Booking, t: MailWords): Row[] {
  const { rows } = t.w;
  const payment = paymentSummary(booking);
  const extras = (booking.extras ?? []).filter((line) => !line.removed);
  const extraRows = extras.map(
    (line): Row => [
      rows.extra(extraLineIn(line, t.locale).name),
      extraLineDetail(line, { ...rows, euro: t.euro, nights: t.nights }),
    ],
  );
  if (payment.paid && extras.length > 0) {
    return [
      [rows.stay, t.euro(payment.amountPaid)],
      ...extraRows,
      [rows.paid, t.euro(paidWithExtras(payment.amountPaid, extras))],
    ];
  }
  if (payment.paid) return [[rows.paid, t.euro(payment.amountPaid)], ...extraRows];
  if (payment.amountDue > 0) {
    return [
      [rows.total, t.euro(booking.totalPrice)],
      [rows.due, t.euro(payment.amountDue)],
      ...extraRows,
    ];
  }
  return [[rows.total, t.euro(booking.totalPrice)], ...extraRows];
}

/**
 * A mail about one booking, for the outbox. Its id is the booking's and the mail's name, so
 * however many callers try, the outbox holds it once. A guest's mail goes to the guest (replies
 * reach the owner); an owner's to the owner (replies reach the guest; alerts: no one).
 */
export function bookingMail(
  booking: Pick<Booking, 'id' | 'guestEmail'>,
  name: string,
  kind: OutboxMail['kind'],
  rendered: RenderedMail,
): OutboxMail {
  const toGuest = kind.startsWith('guest-');
  return {
    id: `${booking.id}#${name}`,
    kind,
    bookingId: booking.id,
    to: [toGuest ? booking.guestEmail : env.MAIL_OWNER],
    ...(kind === 'owner-alert' ? {} : { replyTo: [toGuest ? env.MAIL_OWNER : booking.guestEmail] }),
    ...rendered,
  };
}
