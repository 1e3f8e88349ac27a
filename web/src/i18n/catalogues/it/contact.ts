/**
 * The contact form (the home's 'Contatti'). On an Italian page a field's check shows the shared
 * schema's own words (shared/src/schemas/contact.ts); another language shows `checks`, by field.
 * English is en/contact.ts, key by key.
 */
export default {
  label: 'Modulo di contatto',
  firstName: 'Nome *',
  lastName: 'Cognome *',
  email: 'Email *',
  phone: 'Telefono',
  checkIn: 'Check-in (facoltativo)',
  checkOut: 'Check-out (facoltativo)',
  checkInCalendar: 'Scegli il check-in dal calendario',
  checkOutCalendar: 'Scegli il check-out dal calendario',
  message: 'Messaggio *',
  /** `Ho letto la {Privacy Policy} e acconsento...` */
  privacyBefore: 'Ho letto la',
  privacyPolicy: 'Privacy Policy',
  privacyAfter: 'e acconsento al trattamento dei miei dati per ricevere una risposta. *',
  privacyRequired: (message: string) => `Consenso privacy richiesto: ${message}`,
  marketing:
    'Desidero ricevere offerte e novità via email (facoltativo, revocabile in ogni momento).',
  sending: 'Invio in corso…',
  send: 'Invia messaggio',
  toasts: {
    missingTitle: 'Campi obbligatori mancanti',
    missingText: 'Compila i campi evidenziati.',
    emailTitle: 'Email non valida',
    emailText: "Controlla l'indirizzo email (ad esempio nome@esempio.it).",
    privacyTitle: 'Consenso privacy richiesto',
    privacyText: 'Devi accettare il trattamento dei dati personali per continuare.',
    sentTitle: 'Messaggio inviato con successo!',
    sentText: 'Ti risponderemo entro 24 ore negli orari di ufficio.',
    failedTitle: "Errore nell'invio del messaggio",
    failedText: 'Si è verificato un errore. Riprova o contattaci direttamente.',
  },
  /**
   * Each field's check as one sentence, for a page in another language than the schema's
   * (`checkIn`: a date not written as a day, in either date field).
   */
  checks: {
    nome: 'Campi obbligatori mancanti',
    cognome: 'Campi obbligatori mancanti',
    email: 'Email non valida',
    telefono: 'Telefono: al massimo 40 caratteri',
    /** Also a date field's text that is not a day, on every page (the schema names `aaaa-mm-gg`). */
    checkIn: 'Data non valida: scrivila come gg/mm/aaaa',
    checkOut: 'La data di check-out deve essere successiva al check-in',
    messaggio: 'Campi obbligatori mancanti',
    privacyConsent: 'Devi accettare il trattamento dei dati personali per continuare.',
  } as Record<string, string>,
};
