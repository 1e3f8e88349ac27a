import { site } from '@catania/shared/config/site';

/**
 * The texts every page shows (the navigation, the layout, the cookie banner) in Italian: the
 * site's own words, as the product's spec writes them. English is en/common.ts, key by key.
 */
export default {
  nights: (count: number) => (count === 1 ? '1 notte' : `${count} notti`),
  layout: {
    skipToContent: 'Vai al contenuto',
    loading: 'Caricamento…',
    backToTop: "Torna all'inizio della pagina",
  },
  nav: {
    label: 'Navigazione principale',
    homeLink: 'Catania Centro Apartments, home',
    home: 'Home',
    apartments: 'Appartamenti',
    about: 'Chi siamo',
    reviews: 'Recensioni',
    faq: 'FAQ',
    book: 'Prenota',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    language: 'Lingua',
  },
  /** The assistance's hours, as the footer and the home's contact section tell them. */
  assistance: site.contacts.assistance,
  dialog: { close: 'Chiudi' },
  /** Every calendar's grid and date field (a booking's, the pre-check-in's, the contact form's). */
  dates: {
    calendar: 'Calendario',
    previousYear: 'Anno precedente',
    previousMonth: 'Mese precedente',
    nextMonth: 'Mese successivo',
    nextYear: 'Anno successivo',
    today: 'oggi',
    unavailable: 'non disponibile',
    unavailableTip: 'Non disponibile',
    checkIn: 'check-in',
    checkOut: 'check-out',
    placeholder: 'gg/mm/aaaa',
    chooseDate: 'Scegli la data dal calendario',
  },
  /** The home's search as it first shows (its notices are the `search` catalogue's). */
  heroSearch: {
    placeholder: 'Check-in - Check-out',
    datesLabel: 'Date del soggiorno',
    search: 'Cerca disponibilità',
    searching: 'Ricerca in corso…',
  },
  /** The cancellation terms' first clause, where a booking is offered. */
  freeCancellation: site.cancellation.summary.split(';')[0] as string,
  /** Each page's title and description (search results, the browser's tab, shared links). */
  meta: {
    home: {
      title: 'Catania Centro Apartments · Appartamenti nel centro storico di Catania',
      description:
        'Quattro appartamenti per coppie nel centro storico di Catania, a pochi passi dal Duomo e da Via Etnea. Disponibilità in tempo reale, conferma immediata e miglior prezzo prenotando direttamente.',
    },
  },
  /** The cookie banner (its preferences' switches are in layoutLater.ts, loaded with them). */
  consent: {
    title: 'Rispettiamo la tua privacy',
    preferencesTitle: 'Preferenze Cookie',
    intro:
      'Usiamo cookie tecnici necessari e, solo con il tuo consenso, cookie di analisi e marketing.',
    changeAnytime:
      'Puoi cambiare idea in ogni momento da «Preferenze cookie» in fondo alla pagina.',
    /** `Leggi la {Privacy Policy} e la {Cookie Policy}.` */
    read: 'Leggi la',
    and: 'e la',
    privacyPolicy: 'Privacy Policy',
    cookiePolicy: 'Cookie Policy',
    customize: 'Personalizza',
    rejectAll: 'Rifiuta tutti',
    acceptAll: 'Accetta tutti',
    save: 'Salva preferenze',
    closeWithoutAccepting: 'Chiudi senza accettare',
  },
  /**
   * An apartment's words that are not its owner's prose (the apartment cards, pages and the
   * booking's choice): its category, its amenities (the panel's list, shared/src/content/amenities.ts)
   * as the content writes them (its floor and the details' titles, below the apartment page's fold,
   * are apartmentLater.ts).
   */
  apartment: {
    categories: {
      moderna: 'Moderna',
      deluxe: 'Deluxe',
      romantica: 'Romantica',
      famiglia: 'Famiglia',
    },
    amenity: (name: string) => name,
    perNight: 'a notte',
    upToGuests: (count: number) => `fino a ${count} ospiti`,
    mainAmenities: 'Servizi principali',
    more: (count: number) => `+${count} ${count === 1 ? 'altro' : 'altri'}`,
    /** The card's availability badge (product §4); `dayMonth` is already formatted: `05/07`. */
    badge: {
      loading: 'Verifica disponibilità…',
      available: 'Disponibile',
      occupiedFrom: (dayMonth: string) => `Occupato dal ${dayMonth}`,
      unavailableToday: 'Non disponibile oggi',
      unknown: 'Disponibilità da verificare',
    },
  },
  /** An apartment's rating (its cards, its page): '3 recensioni', or none yet. */
  rating: {
    count: (count: number) => `${count} ${count === 1 ? 'recensione' : 'recensioni'}`,
    none: 'Nessuna recensione',
  },
  /**
   * The home's first screen's own words around the owner's (her hero is a site text): the hero's
   * place line and the apartments' section. Here, not in a catalogue of their own: the home's first
   * load stays within its files (the sections below the fold have homeSections.ts, loaded with them).
   */
  home: {
    hero: { eyebrow: 'Centro storico · Catania, Sicilia' },
    apartments: {
      eyebrow: 'I nostri appartamenti',
      title: 'Quattro case, quattro modi di vivere Catania',
      intro:
        'Palazzi storici restaurati con cura, arredi contemporanei e tutto il necessario per sentirsi a casa. Ogni appartamento ospita fino a 2 persone.',
      loadFailed:
        'Non riusciamo a caricare gli appartamenti in questo momento. Riprova tra poco o contattaci.',
      discover: 'Scopri di più',
      discoverLabel: (name: string) => `Scopri ${name}`,
      checkDates: 'Verifica date',
      checkDatesLabel: (name: string) => `Verifica le date di ${name}`,
    },
  },
};
