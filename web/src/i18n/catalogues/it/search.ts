import { site } from '@catania/shared/config/site';

/**
 * Finding free dates (the home's search and its results, the quick booking widget of the home and
 * /prenota) in Italian: the site's own words. English is en/search.ts, key by key.
 */
export default {
  required: 'Campi richiesti',
  requiredDates: 'Seleziona data di check-in e check-out.',
  minStayTitle: `Soggiorno minimo ${site.stay.minNights} notti`,
  minStayText: `Il soggiorno minimo richiesto è di ${site.stay.minNights} notti. Seleziona date appropriate.`,
  noneTitle: 'Nessun appartamento disponibile',
  noneText: 'Non ci sono appartamenti disponibili per le date selezionate. Prova con altre date.',
  /** Free, but not for these dates: each apartment's stay rule ('Suite, per questo arrivo ...'). */
  noneRestricted: (reasons: string) => `Per queste date: ${reasons}.`,
  found: (count: number) =>
    count === 1 ? '1 appartamento disponibile' : `${count} appartamenti disponibili`,
  foundText: 'Scegli quello che preferisci per completare la prenotazione.',
  errorTitle: 'Errore nella ricerca',
  errorText: 'Si è verificato un errore durante la ricerca. Riprova o contattaci direttamente.',
  /** The results dialog. */
  resultsTitle: 'Appartamenti disponibili',
  perNight: '/notte',
  book: 'Prenota',
  bookApartment: (name: string) => `Prenota ${name}`,
  restricted: (reasons: string) => `Liberi ma non per queste date: ${reasons}.`,
  /** The quick booking widget. */
  apartment: 'Appartamento',
  chooseApartment: 'Scegli un appartamento',
  apartmentOption: (name: string, price: string) => `${name} · ${price}/notte`,
  datesLabel: 'Date del soggiorno',
  datesMode: 'Modalità di scelta delle date',
  classic: 'Date classiche',
  smart: 'Selettore smart',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  datePlaceholder: 'gg/mm/aaaa',
  checkInCalendar: 'Scegli il check-in dal calendario',
  checkOutCalendar: 'Scegli il check-out dal calendario',
  guests: 'Ospiti',
  guestCount: (count: number) => (count === 1 ? '1 ospite' : `${count} ospiti`),
  requiredAll: 'Seleziona appartamento e date per verificare la disponibilità.',
  invalidDates: 'Date non valide',
  typedWrong: 'Scrivi le date come gg/mm/aaaa, ad esempio 10/07/2026.',
  unavailableTitle: 'Appartamento non disponibile nelle date selezionate',
  unavailableText: 'Prova con altre date o un altro appartamento.',
  available: 'Disponibile!',
  /** An Italian page says the apartment's own agreement (content/apartment-words: 'è libera'). */
  isFree: (name: string) => `${name} è disponibile.`,
  checkErrorTitle: 'Errore',
  checkErrorText: 'Errore nel controllo disponibilità. Riprova.',
  /** `Da {total} ({price}/notte, ...)`: the total is shown in bold between the two. */
  from: 'Da',
  priceNote: (price: string) => `(${price}/notte, prezzo finale al passo successivo)`,
  summaryEmpty: 'Scegli appartamento e date per vedere il riepilogo.',
  check: 'Verifica disponibilità',
  checking: 'Verifica in corso…',
};
