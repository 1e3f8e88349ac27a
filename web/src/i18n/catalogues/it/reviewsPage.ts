import { site } from '@catania/shared/config/site';

const { ratingScale, linkValidDaysAfterCheckOut } = site.reviews;

/**
 * /recensioni's own words besides the reviews' (reviews.ts): its figures' labels and the policy on
 * how reviews are verified, which only this page shows in full. English is en/reviewsPage.ts.
 */
export default {
  /** The page's title and description (search results, the browser's tab, shared links). */
  meta: {
    title: 'Recensioni degli ospiti',
    description: (headline: string | null) =>
      `${headline ? `${headline}: ` : ''}cosa dicono gli ospiti dei nostri appartamenti nel centro storico di Catania, e come verifichiamo le recensioni.`,
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
    hideReasons: {
      offensive: 'Linguaggio offensivo o discriminatorio',
      personal_data: 'Contiene dati personali di altre persone',
      not_about_stay: 'Non riguarda il soggiorno',
    },
    figures:
      'Le recensioni nascoste non entrano nella media né nel conteggio. La media, il numero di recensioni e i voti per pulizia, posizione, host e qualità/prezzo sono calcolati automaticamente dalle recensioni pubblicate. Le recensioni non sono sponsorizzate né ricompensate.',
  },
};
