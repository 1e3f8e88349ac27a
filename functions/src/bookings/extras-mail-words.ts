import type { Locale } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';

/**
 * The words of the guest's mails about extras (the receipt of extras bought, a late check-out
 * taken back), in each language the site speaks; Italian is the reference, as the booking's own
 * mails' (guest-mail-words.ts). The owner's notice of the same purchase stays Italian.
 */

const { checkOut } = site.stay;

const it = {
  bought: {
    subject: (apartment: string) => `Extra confermati – ${apartment}`,
    preheader: 'Abbiamo ricevuto il pagamento degli extra del tuo soggiorno',
    heading: 'Extra confermati',
    intro: (apartment: string, from: string, to: string) =>
      `abbiamo ricevuto il pagamento: ecco cosa abbiamo aggiunto al tuo soggiorno a ${apartment} (${from} – ${to}).`,
    title: 'Extra',
    paid: 'Totale pagato',
    ofWhichDeposit: 'Di cui cauzione',
    depositReturned: (amount: string) => `${amount}, restituita dopo la partenza`,
  },
  lateCheckoutRemoved: {
    subject: (apartment: string) => `Check-out posticipato annullato – ${apartment}`,
    preheader: (date: string) => `Il check-out del ${date} torna all’orario normale`,
    heading: 'Check-out posticipato annullato',
    intro: (apartment: string, date: string) =>
      `il check-out posticipato del tuo soggiorno a ${apartment} è stato annullato: il ${date} il check-out torna all’orario abituale, entro le ${checkOut.by}.`,
    refunded: (amount: string) =>
      `Ti rimborsiamo ${amount} sulla carta con cui hai pagato: l’accredito arriva di solito in 5-10 giorni lavorativi.`,
    notRefunded: 'Per l’importo pagato ci sentiamo direttamente: rispondi pure a questa e-mail.',
    title: 'Check-out',
    when: 'Giorno e ora',
    by: (date: string) => `${date}, entro le ${checkOut.by}`,
    refund: 'Rimborso',
    toAgree: 'Da concordare con noi',
  },
};

export type ExtrasMailWords = typeof it;

const en = {
  bought: {
    subject: (apartment: string) => `Extras confirmed – ${apartment}`,
    preheader: 'We have received your payment for the extras of your stay',
    heading: 'Extras confirmed',
    intro: (apartment: string, from: string, to: string) =>
      `we have received your payment: here is what we have added to your stay at ${apartment} (${from} – ${to}).`,
    title: 'Extras',
    paid: 'Total paid',
    ofWhichDeposit: 'Of which deposit',
    depositReturned: (amount: string) => `${amount}, returned after your stay`,
  },
  lateCheckoutRemoved: {
    subject: (apartment: string) => `Late check-out cancelled – ${apartment}`,
    preheader: (date: string) => `Check-out on ${date} is back to the usual time`,
    heading: 'Late check-out cancelled',
    intro: (apartment: string, date: string) =>
      `the late check-out of your stay at ${apartment} has been cancelled: on ${date} check-out is back to the usual time, by ${checkOut.by}.`,
    refunded: (amount: string) =>
      `We are refunding ${amount} to the card you paid with: it usually arrives within 5-10 working days.`,
    notRefunded: 'We will get in touch about the amount you paid: just reply to this email.',
    title: 'Check-out',
    when: 'Day and time',
    by: (date: string) => `${date}, by ${checkOut.by}`,
    refund: 'Refund',
    toAgree: 'To be agreed with us',
  },
} satisfies ExtrasMailWords;

export const EXTRAS_MAIL_WORDS: Record<Locale, ExtrasMailWords> = { it, en };
