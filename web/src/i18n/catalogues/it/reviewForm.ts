import { site } from '@catania/shared/config/site';

const { textMinLength, textMaxLength, titleMaxLength, linkValidDaysAfterCheckOut } = site.reviews;

/**
 * The personal review link's page (/recensione/{token}) and its form. On an Italian page a
 * refusal or a check shows the server's (the schema's) own words; another language shows these,
 * by the refusal's code or the field. English is en/reviewForm.ts, key by key.
 */
export default {
  meta: { title: 'La tua recensione', description: 'Racconta il tuo soggiorno a Catania.' },
  eyebrow: 'La tua recensione',
  title: (apartmentName: string) => `Com'è andato il soggiorno in ${apartmentName}?`,
  untitled: 'Racconta il tuo soggiorno',
  openFailed: 'Non riusciamo ad aprire il link. Riprova tra poco.',
  home: 'Torna alla Home',
  thanks: 'Grazie, abbiamo ricevuto la tua recensione',
  thanksText:
    'La pubblichiamo dopo averla letta, con la dicitura «Soggiorno verificato». Il link vale una sola volta per soggiorno.',
  validUntil: (day: string) => `Il link è personale e vale fino al ${day}, una sola volta.`,
  /** The server's refusals by code (an Italian page shows the server's own words). */
  refusals: {
    not_found:
      'Il link per la recensione non è valido. Apri il link completo dalla e-mail ricevuta dopo il soggiorno, oppure contattaci.',
    link_expired: `Il link per la recensione è scaduto: vale ${linkValidDaysAfterCheckOut} giorni dalla fine del soggiorno.`,
    stay_not_ended:
      'Il soggiorno non è ancora terminato: potrai scrivere la recensione dal giorno del check-out.',
    already_reviewed:
      'Hai già inviato la recensione per questo soggiorno: ogni link vale una sola volta. Grazie!',
  } as Record<string, string>,
  form: {
    overall: 'Voto complessivo (da 1 a 10)',
    chooseScore: 'Scegli un voto da 1 a 10',
    title: 'Titolo',
    text: 'La tua recensione',
    count: (typed: string, max: string) => `${typed} / ${max} caratteri (almeno ${textMinLength})`,
    name: 'Nome da mostrare',
    country: 'Paese (o città) da mostrare',
    consent:
      "Acconsento alla pubblicazione della recensione sul sito con il nome e il paese indicati, il mese e l'appartamento del soggiorno. Il testo non verrà modificato; l'host può rispondere pubblicamente.",
    sending: 'Invio in corso...',
    send: 'Invia la recensione',
    failed: 'Invio non riuscito. Riprova tra poco.',
  },
  /**
   * Each field's check as one sentence, for a page in another language than the schema's: an
   * Italian page shows the schema's own message (shared/src/schemas/review.ts).
   */
  checks: {
    title: `Titolo: campo obbligatorio, al massimo ${titleMaxLength} caratteri`,
    text: `Recensione: scrivi almeno ${textMinLength} caratteri, al massimo ${textMaxLength}`,
    firstName: 'Nome: campo obbligatorio, al massimo 40 caratteri',
    country: 'Paese: campo obbligatorio, al massimo 60 caratteri',
    consent: 'Consenso richiesto: accetta la pubblicazione della recensione per inviarla.',
  } as Record<string, string>,
};
