import type { Locale } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { formatLongDate, formatShortDate } from '@catania/shared/domain/booking';
import { guestsLabel, nightsLabel } from '@catania/shared/domain/formats';
import { type RenderedMail, renderMail, type Section } from '../mail/layout';
import type { Stay } from './stays';

/**
 * The guest's pre-check-in mails: the link the owner sends for an arrival, and the reminder a few
 * days before check-in while the pre-check-in is missing. They carry the link and the stay, never
 * anything the guest entered.
 */

const apartmentName = (stay: Stay) =>
  apartmentCatalogue.find((a) => a.id === stay.apartmentId)?.name ?? stay.apartmentId;

const it = {
  yourStay: 'Il tuo soggiorno',
  apartment: 'Appartamento',
  checkIn: (date: string) => `${date}, dalle ${site.stay.checkIn.from}`,
  checkOut: (date: string) => `${date}, entro le ${site.stay.checkOut.by}`,
  nights: 'Notti',
  guests: 'Ospiti',
  whyTitle: 'Perché te lo chiediamo',
  why: [
    'La legge italiana (art. 109 TULPS) chiede a chi ospita di comunicare alla Questura, entro 24 ore dall\u2019arrivo, le generalità di tutte le persone alloggiate. Compilando ora il pre-check-in, all\u2019arrivo non dovrai mostrare altro che il documento indicato.',
    `Per ogni persona servono cognome, nome, sesso, data e luogo di nascita e cittadinanza; per chi prenota anche il documento d\u2019identità. Usiamo questi dati solo per la comunicazione alla Questura e per l\u2019imposta di soggiorno, e li cancelliamo ${site.legal.retention.guestIdentityDays} giorni dopo il check-out.`,
  ],
  heading: {
    invite: 'Completa il pre-check-in online',
    reminder: 'Promemoria: manca il pre-check-in',
  },
  greeting: (name: string | undefined) => (name ? `Ciao ${name},` : 'Ciao,'),
  invite: (date: string) =>
    `ti aspettiamo a ${site.brand.shortName} il ${date}. Per velocizzare l\u2019arrivo, compila il pre-check-in online: bastano pochi minuti.`,
  reminder: (date: string) =>
    `il tuo arrivo a ${site.brand.shortName} si avvicina (${date}) e il pre-check-in online non è ancora completo. Bastano pochi minuti.`,
  action: 'Compila il pre-check-in',
  subject: { invite: 'Pre-check-in online', reminder: 'Promemoria pre-check-in' },
  preheader: (date: string) => `Arrivo il ${date}: compila il pre-check-in online`,
};

const en = {
  yourStay: 'Your stay',
  apartment: 'Apartment',
  checkIn: (date: string) => `${date}, from ${site.stay.checkIn.from}`,
  checkOut: (date: string) => `${date}, by ${site.stay.checkOut.by}`,
  nights: 'Nights',
  guests: 'Guests',
  whyTitle: 'Why we ask',
  why: [
    'Italian law (art. 109 TULPS) requires hosts to report the details of everyone staying to the police (Questura) within 24 hours of arrival. If you complete the pre-check-in now, on arrival you will only need to show the document you entered.',
    `For each person we need surname, first name, sex, date and place of birth and citizenship; for the person who booked, also their identity document. We use these details only for the report to the police and for the tourist tax, and delete them ${site.legal.retention.guestIdentityDays} days after check-out.`,
  ],
  heading: {
    invite: 'Complete your online pre-check-in',
    reminder: 'Reminder: your pre-check-in is missing',
  },
  greeting: (name: string | undefined) => (name ? `Hello ${name},` : 'Hello,'),
  invite: (date: string) =>
    `we look forward to welcoming you at ${site.brand.shortName} on ${date}. To speed up your arrival, complete the online pre-check-in: it takes a few minutes.`,
  reminder: (date: string) =>
    `your arrival at ${site.brand.shortName} is getting close (${date}) and the online pre-check-in is not complete yet. It takes a few minutes.`,
  action: 'Complete the pre-check-in',
  subject: { invite: 'Online pre-check-in', reminder: 'Pre-check-in reminder' },
  preheader: (date: string) => `Arriving on ${date}: complete the online pre-check-in`,
} satisfies typeof it;

/** The pre-check-in mails' words in each language (Italian the reference). */
const WORDS: Record<Locale, typeof it> = { it, en };

function sections(stay: Stay): Section[] {
  const w = WORDS[stay.locale];
  return [
    {
      title: w.yourStay,
      rows: [
        [w.apartment, apartmentName(stay)],
        ['Check-in', w.checkIn(formatLongDate(stay.checkIn, stay.locale))],
        ['Check-out', w.checkOut(formatLongDate(stay.checkOut, stay.locale))],
        [w.nights, nightsLabel(stay.nights, stay.locale)],
        [w.guests, guestsLabel(stay.guests, stay.locale)],
      ],
    },
    { title: w.whyTitle, paragraphs: w.why },
  ];
}

function render(stay: Stay, link: string, kind: 'invite' | 'reminder'): RenderedMail {
  const w = WORDS[stay.locale];
  const arrival = formatLongDate(stay.checkIn, stay.locale);
  const shortArrival = formatShortDate(stay.checkIn, stay.locale);
  return renderMail(`${w.subject[kind]} – ${apartmentName(stay)}, ${shortArrival}`, {
    preheader: w.preheader(shortArrival),
    heading: w.heading[kind],
    intro: [w.greeting(stay.guestName), w[kind](arrival)],
    sections: sections(stay),
    action: { label: w.action, url: link },
    locale: stay.locale,
  });
}

export const renderPrecheckinInvite = (stay: Stay, link: string) => render(stay, link, 'invite');
export const renderPrecheckinReminder = (stay: Stay, link: string) =>
  render(stay, link, 'reminder');
