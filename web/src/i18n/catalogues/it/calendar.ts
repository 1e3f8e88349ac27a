import { site } from '@catania/shared/config/site';
import { STAY_RULE_MESSAGES } from '@catania/shared/domain/stay-rules';
import { STAY_MESSAGES } from '@catania/shared/domain/stay-terms';

const { officeHours } = site.contacts;

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
  /** Why a pick started the stay again. */
  restart: {
    'before-check-in':
      'Il giorno scelto non viene dopo il check-in, quindi è il nuovo check-in. Ora scegli il check-out.',
    'new-stay':
      'Le date erano già complete: ricominciamo con un nuovo check-in. Ora scegli il check-out.',
  },
  /** A check-out past a taken night (`night`: its date). */
  blocked: (night: string, canStartHere: boolean) =>
    `Check-out non possibile: la notte del ${night} è già occupata. Puoi partire al più tardi il ${night}${canStartHere ? ', oppure iniziare un nuovo soggiorno da questa data.' : '.'}`,
  startHere: (date: string) => `Ricomincia da qui: check-in il ${date}`,
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
  status: {
    loading: 'Caricamento disponibilità…',
    error: 'Errore nel caricamento disponibilità - tutte le date appaiono disponibili',
    errorBadge: 'Errore API',
    /** Never '0 ... trovate': with nothing taken the guest reads that every date is free. */
    unavailable: (count: number) =>
      count === 0
        ? 'Tutte le date sono disponibili'
        : count === 1
          ? '1 data non disponibile trovata'
          : `${count} date non disponibili trovate`,
  },
  /** The stay's summary beside the calendar, and the apartment page's booking card. */
  chooseDates: 'Scegli la data di arrivo e quella di partenza sul calendario.',
  bookNights: (nights: string) => `Prenota ${nights}`,
  selectDates: 'Seleziona le date',
  perNight: '/ notte',
  calendarTitle: 'Calendario disponibilità',
  book: 'Prenota',
  quoteFailed: 'Non riusciamo a calcolare il prezzo ora: lo vedrai al passo successivo.',
  quotePending: 'Calcolo del prezzo',
  /**
   * The apartment page's own words around the owner's (her description and highlights are
   * content): its facts, the map, the photo viewer, the host's card, its missing and loading
   * states. Here rather than a catalogue of their own: they ride with the booking card's calendar,
   * which the page reads on its first render, so its first load is one file less (the reviews'
   * words load with the reviews, below the fold).
   */
  apartmentPage: {
    facts: {
      guests: 'Ospiti',
      upTo: (count: number) => `fino a ${count}`,
      beds: 'Letti',
      baths: 'Bagni',
      size: 'Superficie',
    },
    map: {
      title: 'Dove si trova',
      googleMaps: 'Apri in Google Maps',
      openStreetMap: 'Apri in OpenStreetMap',
      frameTitle: (name: string) => `Mappa di ${name}`,
      place: 'Centro storico di Catania, a pochi passi da Piazza Duomo.',
      show: 'Mostra la mappa',
      credit: 'La mappa è fornita da OpenStreetMap.',
    },
    viewer: {
      /** The gallery's list of photos, and each photo's button that opens the viewer. */
      gallery: (name: string) => `Foto di ${name}`,
      open: (position: number, count: number, alt: string) =>
        `Apri la foto ${position} di ${count}: ${alt}`,
      title: (name: string, position: number, count: number) =>
        `${name}: foto ${position} di ${count}`,
      previous: 'Foto precedente',
      next: 'Foto successiva',
      close: 'Chiudi',
    },
    host: {
      title: `Hai domande? Parla con ${site.host.name}`,
      hours: `Rispondiamo tutti i giorni, ${officeHours.from}–${officeHours.to}.`,
      call: 'Chiama',
      whatsappText: (name: string) => `Ciao, vorrei informazioni su ${name}.`,
    },
    notFound: {
      title: 'Appartamento non trovato',
      text: "L'appartamento che cerchi non esiste o non è più disponibile.",
      home: 'Torna alla Home',
    },
    loading: 'Caricamento appartamento',
  },
};
