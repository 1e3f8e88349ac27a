import { site } from '@catania/shared/config/site';

const { officeHours } = site.contacts;

/**
 * The words of the home's sections below the fold, around the owner's ('Scopri Catania' cards and
 * FAQ are site texts): each section's heading, the host's teaser, the contact's hours. Loaded with
 * those sections, not with the first screen. English is en/homeSections.ts, key by key.
 */
export default {
  /** The home's 'Prenotazione rapida' beside the quick booking widget. */
  quickBooking: {
    eyebrow: 'Prenotazione rapida',
    title: 'Verifica in un attimo e prenota al miglior prezzo',
    text: 'Prenotando direttamente risparmi le commissioni dei portali: disponibilità in tempo reale, conferma immediata e pagamento sicuro.',
    checkIn: 'Check-in di persona o in videochiamata, assistenza 24/7',
    bestPrice: 'Miglior prezzo garantito sul sito ufficiale',
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
    /** The cards' categories (a fixed list: content/attractions.ts). */
    categories: {
      Storia: 'Storia',
      Arte: 'Arte',
      Cultura: 'Cultura',
      Gusto: 'Gusto',
      Natura: 'Natura',
      Shopping: 'Shopping',
    },
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
