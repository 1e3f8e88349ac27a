import { site } from '@catania/shared/config/site';

const { ratingScale } = site.reviews;

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
  /**
   * The words the panel and the mails use (shared/src/domain/review-labels.ts), written again here
   * so the pages do not load that module: reviews-languages.test.tsx fails if they part. In the
   * labels' order (the pages list them by these keys).
   */
  aspects: {
    cleanliness: 'Pulizia',
    position: 'Posizione',
    host: 'Host',
    value: 'Qualità/prezzo',
  },
  origins: { airbnb: 'da Airbnb', booking: 'da Booking.com' },
  verifications: {
    paid_booking: 'Prenotazione pagata su questo sito',
    registered_stay: "Soggiorno registrato dall'host (prenotato su un'altra piattaforma)",
  },
  card: {
    score: (score: number) => `Voto ${score} su ${ratingScale}`,
    hostReply: "Risposta dell'host",
    stay: (month: string) => `soggiorno di ${month}`,
    verified: 'Soggiorno verificato',
    /** Under a review in another language than the page's: 'Scritta in inglese'. */
    writtenIn: (language: string) => `Scritta in ${language}`,
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
};
