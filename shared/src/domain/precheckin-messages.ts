/**
 * The pre-check-in's Italian words that the form's schema (schemas/precheckin.ts), the
 * identification's (schemas/identification.ts) and the site's catalogues share: here, free of zod,
 * so a page's message catalogue can name them without carrying the schemas.
 */
export const PRECHECKIN_MESSAGES = {
  surname: 'Inserisci il cognome',
  name: 'Inserisci il nome',
  latinLetters: 'Usa solo lettere latine, spazi, apostrofi e trattini, come sul documento',
  sex: 'Indica il sesso, come sul documento',
  birthDate: 'Inserisci una data di nascita valida',
  birthDateFuture: 'La data di nascita deve essere nel passato',
  birthDateTooOld: 'Controlla la data di nascita',
  comune: 'Scegli il comune di nascita dall\u2019elenco',
  province: 'La provincia non corrisponde al comune di nascita',
  stateOfBirth: 'Scegli lo stato di nascita dall\u2019elenco',
  bornInItaly: 'Per chi è nato in Italia scegli «Italia» e il comune di nascita',
  citizenship: 'Scegli la cittadinanza dall\u2019elenco',
  documentType: 'Scegli il tipo di documento',
  documentNumber: 'Inserisci il numero del documento',
  issuedAt: 'Scegli il luogo di rilascio del documento (comune italiano o stato estero)',
  residence: 'Scegli il comune italiano o lo stato estero di residenza dall\u2019elenco',
  travellingAs: 'Indica se viaggiate come famiglia o come gruppo',
} as const;

/** How the guest would like to be identified, chosen in the pre-check-in. */
export const IDENTIFICATION_PREFERENCES = ['video_slot', 'call_on_arrival', 'in_person'] as const;
export type IdentificationPreferenceKind = (typeof IDENTIFICATION_PREFERENCES)[number];
export const IDENTIFICATION_PREFERENCE_LABELS: Record<IdentificationPreferenceKind, string> = {
  video_slot: 'Videochiamata all\u2019orario scelto',
  call_on_arrival: 'Chiamami all\u2019arrivo',
  in_person: 'Di persona all\u2019arrivo',
};

/** What still keeps the access details from the guest (functions/src/checkin/access.ts). */
export const ACCESS_MISSING = {
  precheckin: 'Completa il pre-check-in online con i dati di tutti gli ospiti.',
  identification:
    'Il riconoscimento dell\u2019ospite principale, di persona all\u2019arrivo o con una breve videochiamata: la legge non ci permette di consegnare i codici prima.',
  instructions:
    'Le istruzioni di accesso non sono ancora pronte: te le scriviamo noi prima dell\u2019arrivo.',
  ended: 'Il soggiorno è concluso.',
} as const;
