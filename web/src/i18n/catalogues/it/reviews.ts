import { site } from '@catania/shared/config/site';
import {
  ASPECT_LABELS,
  HIDE_REASON_LABELS,
  ORIGIN_LABELS,
  VERIFICATION_LABELS,
} from '@catania/shared/domain/review-labels';

const { ratingScale, linkValidDaysAfterCheckOut } = site.reviews;

/**
 * The published reviews' words (the home's, the apartment page's and /recensioni's): the computed
 * figures, each review's card, the policy on how they are verified. The guests' own words are
 * shown as written. English is en/reviews.ts, key by key.
 */
export default {
  /** '9,5 su 15 recensioni' (the count is common's `rating.count`). */
  headline: (score: string, count: string) => `${score} su ${count}`,
  noneYet: 'Ancora nessuna recensione',
  guestReviews: 'Recensioni degli ospiti',
  /** '3 verificate qui · 8 da Airbnb · 4 da Booking.com'. */
  verifiedHere: (count: number) => `${count} ${count === 1 ? 'verificata' : 'verificate'} qui`,
  fromAirbnb: (count: number) => `${count} da Airbnb`,
  fromBooking: (count: number) => `${count} da Booking.com`,
  policyLink: 'Come verifichiamo le recensioni',
  /** The panel's and the mails' words (shared/src/domain/review-labels.ts), one place. */
  aspects: ASPECT_LABELS,
  origins: ORIGIN_LABELS,
  verifications: VERIFICATION_LABELS,
  card: {
    score: (score: number) => `Voto ${score} su ${ratingScale}`,
    hostReply: "Risposta dell'host",
    stay: (month: string) => `soggiorno di ${month}`,
    verified: 'Soggiorno verificato',
  },
  stats: {
    published: 'recensioni pubblicate',
    average: `valutazione media su ${ratingScale}`,
  },
  teaser: { eyebrow: 'Recensioni', all: 'Leggi tutte le recensioni' },
  apartment: {
    title: (headline: string) => `Recensioni · ${headline}`,
    all: 'Tutte le recensioni',
  },
  page: {
    eyebrow: 'Recensioni',
    average: `media su ${ratingScale}`,
    published: 'recensioni pubblicate',
    verifiedHere: 'soggiorni verificati qui',
    fromPlatforms: 'da Airbnb e Booking.com',
    list: 'Tutte le recensioni',
    empty: 'Non ci sono ancora recensioni pubblicate.',
  },
  policy: {
    title: 'Come verifichiamo le recensioni',
    /** `Le recensioni con la dicitura {«Soggiorno verificato»} possono essere scritte...` */
    verifiedBefore: 'Le recensioni con la dicitura',
    verifiedLabel: '«Soggiorno verificato»',
    verifiedAfter: `possono essere scritte solo da chi ha soggiornato: dopo il check-out mandiamo all'ospite un link personale, valido ${linkValidDaysAfterCheckOut} giorni e utilizzabile una sola volta per soggiorno. Il link nasce da una prenotazione pagata su questo sito oppure da un soggiorno prenotato su un'altra piattaforma e registrato dall'host con l'e-mail dell'ospite; la scheda di ogni recensione dice quale dei due.`,
    platforms:
      "Le recensioni indicate «da Airbnb» o «da Booking.com» sono state scritte su quelle piattaforme e riportate qui dall'host, con la data e il voto originali: le contiamo a parte e non le presentiamo come verificate da noi.",
    hiding:
      'Pubblichiamo tutte le recensioni, positive e negative, senza modificarne il testo né il voto. Ne nascondiamo una solo per uno di questi motivi, annotato nel nostro registro:',
    hideReasons: HIDE_REASON_LABELS,
    figures:
      'Le recensioni nascoste non entrano nella media né nel conteggio. La media, il numero di recensioni e i voti per pulizia, posizione, host e qualità/prezzo sono calcolati automaticamente dalle recensioni pubblicate. Le recensioni non sono sponsorizzate né ricompensate.',
  },
};
