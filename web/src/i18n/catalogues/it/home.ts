import { site } from '@catania/shared/config/site';

const { officeHours } = site.contacts;

/**
 * The home's own words around the owner's (her hero, cards and FAQ are site texts): the hero's
 * place line and each section's heading, in Italian. English is en/home.ts, key by key.
 */
export default {
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
  host: {
    photoAlt: 'La terrazza della Suite Romantica Bellini al tramonto',
    eyebrow: 'Chi siamo',
    title: `Ciao, sono ${site.host.name}: benvenuti a casa mia`,
    intro:
      "Sono nato tra questi vicoli e ho restaurato quattro appartamenti nei palazzi del centro storico per farvi vivere Catania come chi ci abita: la granita al mattino, il mercato, il tramonto sull'Etna.",
    story: 'La nostra storia',
  },
  discover: {
    eyebrow: 'Scopri Catania',
    title: 'Il barocco, il mare e il vulcano, tutto a piedi',
    intro:
      'Dai nostri appartamenti raggiungi a piedi i luoghi più belli del centro storico, patrimonio UNESCO. Ecco i nostri consigli.',
  },
  faq: {
    eyebrow: 'Domande frequenti',
    title: 'Tutto quello che serve sapere prima di partire',
    intro: 'Non trovi la risposta? Scrivici: ti rispondiamo entro 24 ore.',
  },
  contact: {
    eyebrow: 'Contatti',
    title: 'Scrivici, ti rispondiamo entro 24 ore',
    intro:
      'Per domande su disponibilità, soggiorni lunghi o richieste particolari. Rispondiamo negli orari di ufficio, tutti i giorni.',
    hours: `Tutti i giorni ${officeHours.from}–${officeHours.to}`,
  },
};
