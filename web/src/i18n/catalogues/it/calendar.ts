import { STAY_RULE_MESSAGES } from '@catania/shared/domain/stay-rules';
import { STAY_MESSAGES } from '@catania/shared/domain/stay-terms';

/**
 * Choosing a stay on a calendar (the apartment page, /prenota, smart booking, the home's pickers):
 * the range calendar, its notices and legend, the stay rules' marks and refusals, the availability
 * box, the stay's summary and quote, in Italian (the site's own words). The stay rules' and the
 * booking checks' sentences are the server's own (shared/src/domain), so an Italian page reads
 * exactly what the server says. English is en/calendar.ts, key by key.
 */
export default {
  chooseCheckIn: 'Seleziona data di check-in',
  chooseCheckOut: 'Seleziona data di check-out',
  /** The chosen stay, read out as it changes: dates and nights already formatted. */
  stay: (from: string, to: string, nights: string) => `Dal ${from} al ${to}, ${nights}`,
  checkInChosen: (from: string) => `Check-in ${from}: scegli il check-out`,
  noDates: 'Nessuna data scelta',
  legend: {
    selected: 'Selezionato',
    unavailable: 'Non disp.',
    closed: 'Non selezionabile',
    belowMinimum: 'Sotto il minimo',
    longerMinimum: 'Minimo più lungo',
  },
  reset: 'Reset',
  quickOptions: 'Opzioni rapide',
  quick: {
    weekend: 'Questo weekend',
    'three-nights': '3 notti',
    week: '1 settimana',
    'ten-days': '10 giorni',
  },
  /** The picker in a field (date-range-picker.tsx). */
  placeholder: 'Seleziona periodo',
  label: 'Date del soggiorno',
  /** The stay rules' refusals (StayRuleReason) and the booking's own checks, by code. */
  stayRules: STAY_RULE_MESSAGES,
  stayChecks: STAY_MESSAGES,
  /** What the chosen check-in allows (dates and nights formatted). */
  arrival: (checkIn: string, minimum: string, maximum: string | null) =>
    `Arrivo il ${checkIn}: soggiorno minimo ${minimum}${maximum ? `, massimo ${maximum}` : ''}.`,
  arrivalGap: (checkIn: string, nights: string, checkOut: string) =>
    `Arrivo il ${checkIn}: notti libere tra due soggiorni, prenotabili per intero (${nights}, partenza il ${checkOut}).`,
  minimum: (nights: string) => `Soggiorno minimo ${nights}`,
  maximum: (nights: string) => `Soggiorno massimo ${nights}`,
  gap: (nights: string) => `Notti libere tra due soggiorni: ${nights}, prenotabili per intero`,
  /** The availability box. */
  /** The stay's summary beside the calendar, and the apartment page's booking card. */
  chooseDates: 'Scegli la data di arrivo e quella di partenza sul calendario.',
  bookNights: (nights: string) => `Prenota ${nights}`,
  selectDates: 'Seleziona le date',
  perNight: '/ notte',
  calendarTitle: 'Calendario disponibilità',
  book: 'Prenota',
  quotePending: 'Calcolo del prezzo',
  /**
   * The apartment page's own words on its first screen, around the owner's (her description and
   * highlights are content): its title, its facts, its loading state. Here rather than a catalogue
   * of their own: they ride with the booking card's calendar, which the page reads on its first
   * render, so its first load is one file less. The words of its parts below the fold (the map,
   * the gallery's viewer, the host's card) are apartmentLater.ts, loaded with them; a missing
   * apartment's are the 404 page's (notFound.ts).
   */
  apartmentPage: {
    /** The apartment page's title and description (search results, the browser's tab, shared links). */
    meta: {
      title: (name: string | null) => (name ? `${name} · Appartamento a Catania` : 'Appartamento'),
      /** The apartment's own short description, as the owner wrote it. */
      description: (_name: string | null, shortDescription: string | null) =>
        shortDescription ?? 'Appartamento nel centro storico di Catania.',
    },
    facts: {
      guests: 'Ospiti',
      upTo: (count: number) => `fino a ${count}`,
      beds: 'Letti',
      baths: 'Bagni',
      size: 'Superficie',
    },
    loading: 'Caricamento appartamento',
  },
};
