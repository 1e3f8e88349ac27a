import { site } from '@catania/shared/config/site';

/**
 * The layout's words that no page's first screen needs, in Italian: loaded with the part that
 * shows them, not with the page. English is en/layoutLater.ts, key by key.
 */
export default {
  /** The footer (it hydrates as it comes near the screen; a page rendered afresh loads it first). */
  footer: {
    description: site.brand.description,
    quickLinks: 'Collegamenti Rapidi',
    home: 'Home',
    apartments: 'Appartamenti',
    about: 'Chi Siamo',
    discoverCatania: 'Scopri Catania',
    reviews: 'Recensioni',
    contacts: 'Contatti',
    registrations: 'Codici identificativi delle strutture',
    apartment: (number: number) => `Appartamento ${number}`,
    vatNumber: 'P. IVA',
    privacy: 'Privacy Policy',
    terms: 'Termini e Condizioni',
    cookiePolicy: 'Cookie Policy',
    gdpr: 'Diritti GDPR',
    cookiePreferences: 'Preferenze cookie',
  },
  /** The cookie banner's preferences, one switch per kind of cookie (opened on demand). */
  consentPreferences: {
    necessary: 'Necessari',
    necessaryText:
      'Indispensabili per il funzionamento del sito (ad esempio la memorizzazione di queste preferenze). Sempre attivi.',
    analytics: 'Analisi',
    analyticsText: 'Statistiche anonime sulle visite (Google Analytics con IP anonimizzato).',
    marketing: 'Marketing',
    marketingText: 'Misurazione delle campagne pubblicitarie e annunci personalizzati.',
  },
  /** The notifications (their region loads with the first one). */
  toast: {
    label: 'Notifica',
    close: 'Chiudi notifica',
    /** Radix puts the shortcut that reaches the notifications in place of `{hotkey}`. */
    region: 'Notifiche ({hotkey})',
  },
};
