/**
 * The booking pages (/prenota: its opening, steps and tabs; smart booking) in Italian: the site's
 * own words. English is en/bookingPages.ts, key by key.
 */
export default {
  /** The pages' titles and descriptions (search results, the browser's tab, shared links). */
  meta: {
    booking: {
      title: 'Prenota il tuo appartamento a Catania',
      description:
        'Scegli il tuo appartamento nel centro storico di Catania, verifica la disponibilità in tempo reale e prenota al miglior prezzo garantito.',
    },
    smartBooking: {
      title: 'Smart booking: scegli le date',
      description:
        'Scegli le date sul calendario con la disponibilità aggiornata e prenota subito il tuo appartamento a Catania.',
    },
  },
  intro: {
    eyebrow: 'Prenotazione diretta',
    title: 'Prenota il tuo soggiorno a Catania',
    text: "Scegli l'appartamento, controlla le date libere e completa la prenotazione in pochi minuti.",
    realTime: 'Disponibilità in tempo reale',
    realTimeText: 'Il calendario è sincronizzato con tutti i portali.',
    instant: 'Conferma immediata',
    instantText: 'La prenotazione è confermata appena paghi.',
    bestPrice: 'Miglior prezzo garantito',
    bestPriceText: 'Sul sito ufficiale non paghi commissioni.',
    freeCancellation: 'Cancellazione gratuita',
  },
  /** Why book here, beside the quick booking widget. */
  sellingPoints: {
    bestPrice: 'Miglior prezzo garantito o ti rimborsiamo la differenza',
    checkIn: 'Check-in di persona o in videochiamata',
    assistance: 'Assistenza 24 ore su 24 durante il soggiorno',
    payment: 'Pagamento sicuro con Stripe',
  },
  chooseApartment: "1. Scegli l'appartamento",
  complete: '2. Completa la tua prenotazione',
  loadingCalendar: 'Caricamento del calendario',
  mode: 'Modalità di prenotazione',
  calendarTab: 'Calendario Disponibilità',
  quickTab: 'Prenotazione Rapida',
  bookNow: 'Prenota ora',
  /** Smart booking. */
  smart: {
    eyebrow: 'Smart booking',
    which: 'Quale appartamento preferisci?',
    notFound: 'Appartamento non trovato: scegline uno qui sotto.',
    loading: 'Caricamento',
    perNight: '/notte',
    night: '/ notte',
    summary: 'Riepilogo',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: 'Notti',
    book: (total: string) => `Prenota Ora - ${total}`,
    hint: 'Scegli le date sul calendario: i giorni barrati in rosso sono già occupati.',
  },
};
