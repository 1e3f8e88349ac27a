import { site } from '@catania/shared/config/site';

/**
 * The texts every page shows (the navigation, the footer, the layout, the 404 page) in Italian:
 * the site's own words, as the product's spec writes them. English is en/common.ts, key by key.
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
  footer: {
    description: site.brand.description,
    quickLinks: 'Collegamenti Rapidi',
    home: 'Home',
    apartments: 'Appartamenti',
    about: 'Chi Siamo',
    discoverCatania: 'Scopri Catania',
    reviews: 'Recensioni',
    contacts: 'Contatti',
    assistance: site.contacts.assistance,
    registrations: 'Codici identificativi delle strutture',
    apartment: (number: number) => `Appartamento ${number}`,
    vatNumber: 'P. IVA',
    privacy: 'Privacy Policy',
    terms: 'Termini e Condizioni',
    cookiePolicy: 'Cookie Policy',
    gdpr: 'Diritti GDPR',
    cookiePreferences: 'Preferenze cookie',
  },
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
  /** The home's 'Prenotazione rapida' beside the quick booking widget. */
  quickBooking: {
    eyebrow: 'Prenotazione rapida',
    title: 'Verifica in un attimo e prenota al miglior prezzo',
    text: 'Prenotando direttamente risparmi le commissioni dei portali: disponibilità in tempo reale, conferma immediata e pagamento sicuro.',
    checkIn: 'Check-in di persona o in videochiamata, assistenza 24/7',
    bestPrice: 'Miglior prezzo garantito sul sito ufficiale',
  },
  /** The cancellation terms' first clause, where a booking is offered. */
  freeCancellation: site.cancellation.summary.split(';')[0] as string,
  toast: {
    label: 'Notifica',
    close: 'Chiudi notifica',
    /** Radix puts the shortcut that reaches the notifications in place of `{hotkey}`. */
    region: 'Notifiche ({hotkey})',
  },
  /** Each page's title and description (search results, the browser's tab, shared links). */
  meta: {
    home: {
      title: 'Catania Centro Apartments · Appartamenti nel centro storico di Catania',
      description:
        'Quattro appartamenti per coppie nel centro storico di Catania, a pochi passi dal Duomo e da Via Etnea. Disponibilità in tempo reale, conferma immediata e miglior prezzo prenotando direttamente.',
    },
    about: {
      title: 'Chi siamo',
      description: (headline: string | null) =>
        `${site.host.name} e la sua famiglia vi accolgono in quattro appartamenti restaurati nel centro storico di Catania.${headline ? ` ${headline}.` : ''}`,
    },
    reviews: {
      title: 'Recensioni degli ospiti',
      description: (headline: string | null) =>
        `${headline ? `${headline}: ` : ''}cosa dicono gli ospiti dei nostri appartamenti nel centro storico di Catania, e come verifichiamo le recensioni.`,
    },
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
    apartment: {
      title: (name: string | null) => (name ? `${name} · Appartamento a Catania` : 'Appartamento'),
      /** The apartment's own short description, as the owner wrote it. */
      description: (_name: string | null, shortDescription: string | null) =>
        shortDescription ?? 'Appartamento nel centro storico di Catania.',
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'Come trattiamo i dati personali di chi prenota, ci contatta o visita il sito, ai sensi del Regolamento (UE) 2016/679.',
    },
    terms: {
      title: 'Termini e Condizioni',
      description:
        'Condizioni di prenotazione e soggiorno: pagamento, cancellazione, check-in, regole della casa.',
    },
    cookiePolicy: {
      title: 'Cookie Policy',
      description:
        'Quali cookie usa il sito, a cosa servono, quanto durano e come gestire il consenso.',
    },
    gdpr: {
      title: 'I tuoi diritti (GDPR)',
      description:
        'Come esercitare i diritti previsti dal Regolamento (UE) 2016/679: accesso, rettifica, cancellazione, portabilità, opposizione.',
    },
  },
  /** The cookie banner and its preferences. */
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
    necessary: 'Necessari',
    necessaryText:
      'Indispensabili per il funzionamento del sito (ad esempio la memorizzazione di queste preferenze). Sempre attivi.',
    analytics: 'Analisi',
    analyticsText: 'Statistiche anonime sulle visite (Google Analytics con IP anonimizzato).',
    marketing: 'Marketing',
    marketingText: 'Misurazione delle campagne pubblicitarie e annunci personalizzati.',
  },
  /**
   * An apartment's words that are not its owner's prose (the apartment cards, pages and the
   * booking's choice): its category, its amenities (the panel's list, shared/src/content/amenities.ts)
   * and floor as the content writes them, the apartment page's section titles.
   */
  apartment: {
    categories: {
      moderna: 'Moderna',
      deluxe: 'Deluxe',
      romantica: 'Romantica',
      famiglia: 'Famiglia',
    },
    amenity: (name: string) => name,
    floor: (_apartmentId: string, floor: string) => floor,
    gallery: 'Galleria fotografica',
    about: "L'appartamento",
    amenities: 'Servizi',
    highlights: 'Caratteristiche speciali',
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
  notFound: {
    title: 'Pagina non trovata',
    description: 'La pagina richiesta non esiste.',
    heading: '404 Page Not Found',
    text: 'La pagina che cercavi non esiste o è stata spostata. Torna alla home per scoprire i nostri appartamenti nel centro storico di Catania.',
    home: 'Torna alla Home',
  },
};
