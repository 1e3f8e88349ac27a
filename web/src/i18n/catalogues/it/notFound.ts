/**
 * The 404 page in Italian, loaded with it, and an apartment page's missing apartment (the 404 page
 * loads it before its first render, main.tsx). English is en/notFound.ts, key by key.
 */
export default {
  title: 'Pagina non trovata',
  description: 'La pagina richiesta non esiste.',
  heading: '404 Page Not Found',
  text: 'La pagina che cercavi non esiste o è stata spostata. Torna alla home per scoprire i nostri appartamenti nel centro storico di Catania.',
  home: 'Torna alla Home',
  /** An apartment page whose apartment does not exist (or could not be loaded). */
  apartment: {
    title: 'Appartamento non trovato',
    text: "L'appartamento che cerchi non esiste o non è più disponibile.",
    home: 'Torna alla Home',
  },
};
