import { site } from '@catania/shared/config/site';
import {
  IDENTIFICATION_PREFERENCE_LABELS,
  type IdentificationPreferenceKind,
} from '@catania/shared/domain/precheckin-messages';

const { guestIdentityDays } = site.legal.retention;

/**
 * The pre-check-in (the guests' identification for the Questura, from the mail's link: /check-in
 * and 'La mia prenotazione'), its checks, the identification's choice and the access details, in
 * Italian. English is en/precheckin.ts, key by key.
 */
export default {
  metaTitle: 'Pre-check-in online',
  metaDescription: 'Il pre-check-in online del tuo soggiorno.',
  yourStay: 'Il tuo soggiorno',
  guestCount: (count: number) => (count === 1 ? '1 ospite' : `${count} ospiti`),
  title: 'Pre-check-in online',
  linkFailed:
    'Non è stato possibile aprire il pre-check-in. Controlla il link nella e-mail o riprova tra poco.',
  intro:
    'La legge italiana chiede a chi ospita di comunicare alla Questura, entro 24 ore dall’arrivo, i dati di tutte le persone alloggiate. Compilali ora: all’arrivo basterà mostrare il documento per il riconoscimento, di persona o in videochiamata.',
  privacy: `Usiamo questi dati solo per la comunicazione alla Questura (art. 109 TULPS) e per l’imposta di soggiorno; date di nascita e documenti vengono cancellati ${guestIdentityDays} giorni dopo il check-out.`,
  complete: 'Pre-check-in completato',
  completeOn: (day: string) => ` il ${day}`,
  documentEnding: (ending: string) => ` · documento che termina con ${ending}`,
  touristTax: 'Imposta di soggiorno da pagare all’arrivo:',
  edit: 'Modifica i dati',
  purged:
    'Il soggiorno è concluso e, come previsto dall’informativa privacy, i dati degli ospiti sono stati cancellati.',
  /** `Il pre-check-in online era disponibile fino al giorno dell’arrivo ({day}): ...` */
  closedBefore: 'Il pre-check-in online era disponibile fino al giorno dell’arrivo (',
  closedAfter: '): porta all’arrivo un documento d’identità di ogni ospite.',
  form: {
    label: 'Pre-check-in',
    failed: 'Non è stato possibile inviare il pre-check-in. Riprova tra poco.',
    sending: 'Invio in corso…',
    send: 'Invia il pre-check-in',
    travellingAs: 'Viaggiate come',
    family: 'Famiglia',
    group: 'Gruppo (amici, colleghi)',
    lead: 'Chi prenota',
    guest: (number: number) => `Ospite ${number}`,
    leadOf: (total: number) => ` · ospite 1 di ${total}`,
    guestOf: (total: number) => ` di ${total}`,
    surname: 'Cognome',
    name: 'Nome',
    sex: 'Sesso',
    male: 'Maschile',
    female: 'Femminile',
    birthDate: 'Data di nascita',
    datePlaceholder: 'gg/mm/aaaa',
    birthDateCalendar: 'Scegli la data di nascita dal calendario',
    birthPlace: 'Luogo di nascita',
    inItaly: 'In Italia',
    abroad: 'All’estero',
    comune: 'Comune di nascita',
    comunePlaceholder: 'Scrivi il comune, es. Catania',
    comuneHint: 'Inserisci prima la data di nascita: i comuni sono quelli di allora.',
    state: 'Stato di nascita',
    statePlaceholder: 'Scrivi lo stato, es. Germania',
    citizenship: 'Cittadinanza',
    citizenshipPlaceholder: 'Scrivi lo stato, es. Italia',
    residence: 'Residenza (facoltativa)',
    placePlaceholder: 'Comune italiano o stato estero',
    residenceHint: 'Per le statistiche turistiche della Regione Siciliana.',
    document: 'Documento d’identità',
    documentNote: 'Documento d’identità (lo mostrerai all’arrivo)',
    documentType: 'Tipo di documento',
    choose: 'Scegli…',
    commonDocuments: 'Più usati',
    otherDocuments: 'Altri documenti',
    documentNumber: 'Numero del documento',
    issuedAt: 'Luogo di rilascio',
    openList: (label: string) => `Apri l\u2019elenco: ${label}`,
    noResults: 'Nessun risultato: controlla come è scritto',
    typeMore: 'Scrivi almeno 2 lettere del nome',
  },
  /** A document type's name: the Alloggiati table's own (Italian). */
  documentName: (_code: string, name: string) => name,
  /**
   * One of the form's checks, as the schema (or the server) words it for `field` (its path, e.g.
   * `lead.document.number`): an Italian page shows the schema's own words, the site's texts.
   */
  error: (message: string, _field: string) => message,
  identification: {
    done: 'Riconoscimento fatto: grazie!',
    saved: 'Scelta salvata',
    welcome: 'Ti aspettiamo!',
    error: 'Errore',
    saveFailed: 'Non è stato possibile salvare la scelta. Riprova.',
    title: 'Il riconoscimento',
    intro:
      'La legge ci chiede di verificare che chi entra sia la persona del documento, di persona o con una videochiamata in tempo reale. Dopo il riconoscimento trovi qui il codice per le chiavi.',
    legend: 'Come preferisci essere riconosciuto',
    kind: (kind: IdentificationPreferenceKind) => IDENTIFICATION_PREFERENCE_LABELS[kind],
    day: 'Giorno',
    time: 'Ora (Italia)',
    save: 'Salva la scelta',
    openCall: 'Apri la videochiamata',
    current: (choice: string) => `Scelta attuale: ${choice}`,
    slot: (day: string, time: string) => `, ${day} alle ${time}`,
  },
  access: {
    title: 'Come entrare',
    pending: 'Istruzioni di accesso',
    missing: 'Le trovi qui appena è tutto pronto. Manca:',
    /** One of the server's lines of what is missing (ACCESS_MISSING): its own words. */
    missingLine: (line: string) => line,
  },
};
