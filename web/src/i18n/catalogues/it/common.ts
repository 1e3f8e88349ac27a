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
  toast: {
    label: 'Notifica',
    close: 'Chiudi notifica',
    /** Radix puts the shortcut that reaches the notifications in place of `{hotkey}`. */
    region: 'Notifiche ({hotkey})',
  },
  notFound: {
    title: 'Pagina non trovata',
    description: 'La pagina richiesta non esiste.',
    heading: '404 Page Not Found',
    text: 'La pagina che cercavi non esiste o è stata spostata. Torna alla home per scoprire i nostri appartamenti nel centro storico di Catania.',
    home: 'Torna alla Home',
  },
};
