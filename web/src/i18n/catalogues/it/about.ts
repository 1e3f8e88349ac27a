import { site } from '@catania/shared/config/site';

/** The about page (/chi-siamo) in Italian. English is en/about.ts, key by key. */
export default {
  /** The page's title and description (search results, the browser's tab, shared links). */
  meta: {
    title: 'Chi siamo',
    description: (headline: string | null) =>
      `${site.host.name} e la sua famiglia vi accolgono in quattro appartamenti restaurati nel centro storico di Catania.${headline ? ` ${headline}.` : ''}`,
  },
  eyebrow: 'Chi siamo',
  title: 'Ospitalità siciliana, da una famiglia catanese',
  tagline: `${site.brand.tagline}.`,
  story: [
    `Mi chiamo ${site.host.name} e sono nato a pochi passi da Piazza Duomo. Quando i palazzi di famiglia hanno avuto bisogno di nuova vita, li abbiamo restaurati con artigiani del posto: pietra lavica, maioliche, soffitti affrescati e tutto il comfort di oggi.`,
    "Oggi accogliamo coppie da tutto il mondo in quattro appartamenti diversi tra loro, ognuno con il suo carattere. Vi aspettiamo con consigli sinceri su dove mangiare, cosa vedere e come salire sull'Etna, e restiamo raggiungibili a ogni ora durante il soggiorno.",
    'Prenotando sul nostro sito parlate direttamente con noi: nessuna commissione, prezzi chiari e risposte veloci.',
  ],
  book: 'Prenota il tuo soggiorno',
  apartments: 'appartamenti in centro',
  assistance: 'assistenza agli ospiti',
  walk: 'Tutto raggiungibile a piedi: Duomo, Pescheria, Teatro Bellini',
  cleaning: 'Pulizia professionale e biancheria di cotone',
  tips: 'Consigli personali per vivere la città come un catanese',
};
