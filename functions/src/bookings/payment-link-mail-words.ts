import type { Locale } from '@catania/shared/config/locales';
import { italianDateTime } from '@catania/shared/domain/admin-stats';
import { formatLongDate } from '@catania/shared/domain/booking';
import { romeDateTime } from '@catania/shared/domain/rome-time';

/**
 * The words of a Stripe payment link the owner sends a guest (the link, the reminder before it
 * expires), in each language the site speaks; Italian is the reference, as the booking's own
 * mails' (guest-mail-words.ts). Values arrive formatted for the language, but the link's expiry,
 * an instant, is told here: in Catania's time, which a guest abroad is told is Italy's.
 */

const it = {
  link: {
    subject: (code: string, apartment: string, date: string) =>
      `Link di pagamento ${code} – ${apartment}, ${date}`,
    heading: 'Completa la tua prenotazione',
    intro: (apartment: string, total: string) =>
      `come d'accordo, ecco il link per pagare la tua prenotazione presso ${apartment} (${total}). Il pagamento avviene sulla pagina sicura di Stripe.`,
    validUntil: (when: string) =>
      `Il link vale fino a ${when}: fino ad allora le date sono tenute per te.`,
  },
  reminder: {
    subject: (code: string, apartment: string) => `Promemoria pagamento ${code} – ${apartment}`,
    heading: 'Promemoria: il link di pagamento sta per scadere',
    intro: (apartment: string, checkIn: string, when: string) =>
      `il link per pagare la tua prenotazione presso ${apartment} dal ${checkIn} scade ${when}. Dopo, le date potrebbero non essere più disponibili.`,
  },
  pay: (total: string) => `Paga ${total}`,
  /** When the link expires (an ISO instant). */
  expiry: (iso: string) => italianDateTime(iso),
};

export type PaymentLinkMailWords = typeof it;

const en = {
  link: {
    subject: (code: string, apartment: string, date: string) =>
      `Payment link ${code} – ${apartment}, ${date}`,
    heading: 'Complete your booking',
    intro: (apartment: string, total: string) =>
      `as agreed, here is the link to pay for your booking at ${apartment} (${total}). Payment is made on Stripe's secure page.`,
    validUntil: (when: string) =>
      `The link is valid until ${when}: until then the dates are held for you.`,
  },
  reminder: {
    subject: (code: string, apartment: string) => `Payment reminder ${code} – ${apartment}`,
    heading: 'Reminder: your payment link is about to expire',
    intro: (apartment: string, checkIn: string, when: string) =>
      `the link to pay for your booking at ${apartment} from ${checkIn} expires on ${when}. After that, the dates may no longer be available.`,
  },
  pay: (total: string) => `Pay ${total}`,
  expiry: (iso: string) => {
    const { date, time } = romeDateTime(new Date(iso));
    return `${formatLongDate(date, 'en')} at ${time} (Italian time)`;
  },
} satisfies PaymentLinkMailWords;

export const PAYMENT_LINK_MAIL_WORDS: Record<Locale, PaymentLinkMailWords> = { it, en };
