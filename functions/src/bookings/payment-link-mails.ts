import {
  bookingCode,
  bookingLocale,
  formatLongDate,
  formatShortDate,
} from '@catania/shared/domain/booking';
import { euro, type RenderedMail, renderMail } from '../mail/layout';
import { type BookingMailInput, stayRows, wordsFor } from './booking-mail-parts';
import { PAYMENT_LINK_MAIL_WORDS } from './payment-link-mail-words';

/**
 * The mails of a Stripe payment link the owner sends: the link itself and the reminder before it
 * expires, in the booking's language, and the owner's notice (Italian) when it lapsed unpaid and
 * the nights were given back.
 */

export interface PaymentLinkMailInput extends BookingMailInput {
  paymentUrl: string;
  expiresAt: string;
}

/** A payment link's mail words and formats: the booking's language, as its other guest mails. */
function forTheGuest({ booking }: PaymentLinkMailInput) {
  const t = wordsFor(bookingLocale(booking));
  return { t, words: PAYMENT_LINK_MAIL_WORDS[t.locale], greeting: t.w.greeting(booking.guestName) };
}

export function renderGuestPaymentLink(input: PaymentLinkMailInput): RenderedMail {
  const { booking, apartment } = input;
  const { t, words, greeting } = forTheGuest(input);
  const total = t.euro(booking.totalPrice);
  const intro = [
    greeting,
    words.link.intro(apartment.name, total),
    words.link.validUntil(words.expiry(input.expiresAt)),
  ];
  return renderMail(
    words.link.subject(bookingCode(booking.id), apartment.name, t.shortDate(booking.checkIn)),
    {
      preheader: intro[1] ?? words.link.heading,
      heading: words.link.heading,
      intro,
      sections: [{ title: t.w.yourStay, rows: stayRows(input, t.locale) }],
      action: { label: words.pay(total), url: input.paymentUrl },
      locale: t.locale,
    },
  );
}

export function renderGuestPaymentReminder(input: PaymentLinkMailInput): RenderedMail {
  const { booking, apartment } = input;
  const { t, words, greeting } = forTheGuest(input);
  const intro = [
    greeting,
    words.reminder.intro(
      apartment.name,
      t.longDate(booking.checkIn),
      words.expiry(input.expiresAt),
    ),
  ];
  return renderMail(words.reminder.subject(bookingCode(booking.id), apartment.name), {
    preheader: intro[1] ?? words.reminder.heading,
    heading: words.reminder.heading,
    intro,
    sections: [{ title: t.w.yourStay, rows: stayRows(input, t.locale) }],
    action: { label: words.pay(t.euro(booking.totalPrice)), url: input.paymentUrl },
    locale: t.locale,
  });
}

/** The owner's notice: a link expired unpaid, the booking is cancelled and its nights free. */
export function renderOwnerPaymentLinkExpired(input: BookingMailInput): RenderedMail {
  const { booking, apartment } = input;
  const heading = `Link di pagamento scaduto: ${apartment.name}`;
  const intro = [
    `${booking.guestName} non ha pagato entro la scadenza del link la prenotazione dal ${formatLongDate(booking.checkIn)} al ${formatLongDate(booking.checkOut)} (${euro(booking.totalPrice)}).`,
    'La prenotazione è stata cancellata e le notti sono di nuovo libere. Se l’ospite vuole ancora venire, inserisci di nuovo la prenotazione con un nuovo link.',
  ];
  return renderMail(
    `Link scaduto ${bookingCode(booking.id)}: ${apartment.name}, ${formatShortDate(booking.checkIn)} – ${formatShortDate(booking.checkOut)}`,
    {
      preheader: intro[0] ?? heading,
      heading,
      intro,
      sections: [{ title: 'Soggiorno', rows: stayRows(input) }],
      action: { label: 'Apri il pannello', url: `${input.siteUrl}/admin` },
    },
  );
}
