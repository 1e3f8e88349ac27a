import { site } from '../config/site';
import { addDays, type CalendarDate } from './dates';
import { formatEuro } from './money';
import { type ClockTime, romeDateTime, romeInstant } from './rome-time';

/**
 * The messages the host sends every stay: what they are, when they go, the owner's
 * words with their placeholders, and the defaults written for this house. The server plans and
 * sends them (functions/src/messages); the panel edits them and checks placeholders as the
 * owner types, with these same rules.
 */

export const MESSAGE_KINDS = [
  'pre-arrival',
  'arrival-details',
  'checkout-reminder',
  'thank-you',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  'pre-arrival': 'Prima dell’arrivo',
  'arrival-details': 'Dettagli per l’arrivo',
  'checkout-reminder': 'Promemoria check-out',
  'thank-you': 'Grazie e recensione',
};

/** Which date of the stay a message is counted from. */
export type MessageAnchor = 'checkIn' | 'checkOut';

interface KindRule {
  anchor: MessageAnchor;
  /**
   * Until when a message that could not go at its time (a stay booked late) is still worth
   * sending: days after the anchor, and the Rome time that day. After it, it is not sent.
   */
  lastUseful: { days: number; time: ClockTime };
  /** The button under the text: the guest's booking page, or the review. */
  action: 'booking' | 'review';
}

export const MESSAGE_KIND_RULES: Record<MessageKind, KindRule> = {
  'pre-arrival': { anchor: 'checkIn', lastUseful: { days: 0, time: '12:00' }, action: 'booking' },
  'arrival-details': {
    anchor: 'checkIn',
    lastUseful: { days: 0, time: site.stay.checkIn.to },
    action: 'booking',
  },
  'checkout-reminder': {
    anchor: 'checkOut',
    lastUseful: { days: 0, time: site.stay.checkOut.by },
    action: 'booking',
  },
  'thank-you': { anchor: 'checkOut', lastUseful: { days: 7, time: '21:00' }, action: 'review' },
};

/**
 * Messages go only in the day: one due at night (a stay booked at 23:00 whose message is already
 * due) waits for the morning. A template's own time must fall inside this window.
 */
export const MESSAGE_SENDING_HOURS = { from: '08:00', until: '21:00' } as const;

export const isNightInRome = (instant: Date) => {
  const { time } = romeDateTime(instant);
  return time < MESSAGE_SENDING_HOURS.from || time >= MESSAGE_SENDING_HOURS.until;
};

/** The limits of a template's timing. */
export const MESSAGE_DAYS_OFFSET = { min: -30, max: 14 } as const;

/** The placeholders a template may use, `{{nome}}`, and what each becomes. */
export const MESSAGE_PLACEHOLDERS = {
  nome: 'Il nome dell’ospite (il primo nome)',
  nome_completo: 'Nome e cognome dell’ospite',
  appartamento: 'Il nome dell’appartamento',
  indirizzo: 'L’indirizzo dell’appartamento',
  check_in: 'La data di arrivo (es. venerdì 1 maggio 2026)',
  check_out: 'La data di partenza',
  orario_check_in: `L’orario del check-in (dalle ${site.stay.checkIn.from} alle ${site.stay.checkIn.to})`,
  orario_check_out: `L’ora entro cui lasciare l’appartamento (${site.stay.checkOut.by})`,
  notti: 'Il numero di notti (es. 3 notti)',
  ospiti: 'Il numero di ospiti (es. 2 ospiti)',
  codice_prenotazione: 'Il codice della prenotazione',
  link_prenotazione: 'Il link alla pagina “La mia prenotazione” dell’ospite',
  link_pre_check_in: 'Il link al pre-check-in online',
  promemoria_pre_check_in:
    'Una frase con il link al pre-check-in, solo se l’ospite non l’ha ancora completato',
  link_recensione: 'Il link per lasciare una recensione',
  importo_dovuto:
    'Quanto resta da pagare all’arrivo (imposta di soggiorno e saldo, se c’è), es. 18 €',
  dettagli_accesso:
    'Le istruzioni di accesso (codice della cassetta), solo quando le regole di identificazione lo consentono; altrimenti una frase che le promette',
  whatsapp: `Il numero WhatsApp dell’host (${site.contacts.whatsapp})`,
  telefono: `Il telefono dell’host (${site.contacts.phone})`,
  host: `Il nome dell’host (${site.host.name})`,
} as const;
export type MessagePlaceholder = keyof typeof MESSAGE_PLACEHOLDERS;
export type PlaceholderValues = Record<MessagePlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is MessagePlaceholder =>
  Object.hasOwn(MESSAGE_PLACEHOLDERS, name);

/** The placeholders a text uses that do not exist, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!isPlaceholder(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** The Italian error for a text with unknown placeholders, naming them. */
export function unknownPlaceholderMessage(unknown: readonly string[]): string {
  const names = unknown.map((name) => `{{${name}}}`).join(', ');
  return unknown.length === 1
    ? `Segnaposto sconosciuto: ${names}. Usa solo quelli dell’elenco.`
    : `Segnaposto sconosciuti: ${names}. Usa solo quelli dell’elenco.`;
}

/** The text with each placeholder replaced by its value (plain text: escaping is the mail's). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholder(name) ? values[name] : whole,
  );
}

/** What the owner writes and sets for one message. */
export interface MessageTemplateContent {
  enabled: boolean;
  subject: string;
  body: string;
  /** Days from the anchor date (negative: before). */
  daysOffset: number;
  /** Rome time that day. */
  time: ClockTime;
}

/** When a message of a stay is due, and until when it is still worth sending. */
export function messageTiming(
  kind: MessageKind,
  template: Pick<MessageTemplateContent, 'daysOffset' | 'time'>,
  stay: { checkIn: CalendarDate; checkOut: CalendarDate },
): { dueAt: Date; lastUsefulAt: Date } {
  const rule = MESSAGE_KIND_RULES[kind];
  const anchor = stay[rule.anchor];
  return {
    dueAt: romeInstant(addDays(anchor, template.daysOffset), template.time),
    lastUsefulAt: romeInstant(addDays(anchor, rule.lastUseful.days), rule.lastUseful.time),
  };
}

const { stay, houseRules, contacts } = site;

/** The house's own words: what a template says until the owner writes it differently. */
export const DEFAULT_MESSAGE_TEMPLATES: Record<MessageKind, MessageTemplateContent> = {
  'pre-arrival': {
    enabled: true,
    daysOffset: -7,
    time: '10:00',
    subject: 'Tra una settimana a Catania: come arrivare a {{appartamento}}',
    body: [
      'Ciao {{nome}},',
      'manca una settimana al tuo arrivo a Catania e noi stiamo già preparando {{appartamento}} per te. Ti aspettiamo {{check_in}}, {{orario_check_in}}.',
      `L’appartamento è in {{indirizzo}}, nel cuore del centro storico. Dall’aeroporto di Fontanarossa l’Alibus ti porta in centro in circa 20 minuti; in taxi ci vogliono 15-20 minuti.`,
      `Arrivi in auto? Il centro storico è zona a traffico limitato: a pochi minuti a piedi c’è un parcheggio convenzionato a ${formatEuro(houseRules.parkingEuroPerDay)} al giorno, che puoi aggiungere dalla pagina della prenotazione.`,
      '{{promemoria_pre_check_in}}',
      'Il giorno prima dell’arrivo ti scriviamo con tutti i dettagli per entrare. Per qualsiasi domanda rispondi a questa e-mail o scrivici su WhatsApp al {{whatsapp}}.',
      'A presto,\n{{host}}',
    ].join('\n\n'),
  },
  'arrival-details': {
    enabled: true,
    daysOffset: -1,
    time: '10:00',
    subject: 'Domani il tuo arrivo: i dettagli per entrare a {{appartamento}}',
    body: [
      'Ciao {{nome}},',
      'domani ti aspettiamo a {{appartamento}}, in {{indirizzo}}. Il check-in è {{orario_check_in}} ed è senza contatto.',
      '{{dettagli_accesso}}',
      '{{promemoria_pre_check_in}}',
      'All’arrivo resta da pagare: {{importo_dovuto}}.',
      `Se arrivi più tardi delle ${stay.checkIn.to} o il volo è in ritardo, scrivici al {{whatsapp}}: troveremo insieme la soluzione.`,
      'Buon viaggio,\n{{host}}',
    ].join('\n\n'),
  },
  'checkout-reminder': {
    enabled: true,
    daysOffset: -1,
    time: '19:00',
    subject: 'Domani la partenza: il check-out entro le {{orario_check_out}}',
    body: [
      'Ciao {{nome}},',
      'speriamo che il soggiorno a {{appartamento}} ti stia piacendo. Ti ricordiamo che domani il check-out è entro le {{orario_check_out}}: lascia le chiavi sul tavolo della cucina e chiudi il portone alle tue spalle, al resto pensiamo noi.',
      `Vuoi goderti la città ancora un po’? Se l’appartamento è libero puoi aggiungere il check-out posticipato fino alle ${stay.checkOut.lateUntil} dalla pagina della prenotazione: {{link_prenotazione}}`,
      'Per qualsiasi cosa siamo al {{whatsapp}}.',
      'Grazie,\n{{host}}',
    ].join('\n\n'),
  },
  'thank-you': {
    enabled: true,
    daysOffset: 1,
    time: '10:00',
    subject: 'Grazie per aver scelto {{appartamento}}',
    body: [
      'Ciao {{nome}},',
      'grazie per essere stato nostro ospite a Catania: speriamo che tu abbia fatto buon viaggio e che la città ti abbia lasciato un bel ricordo.',
      'Se ti va, racconta com’è andata: la tua recensione aiuta altri viaggiatori a sceglierci e noi a migliorare. Bastano due minuti: {{link_recensione}}',
      `Quando tornerai a Catania, prenota direttamente da noi su ${site.brand.url.replace('https://', '')}: avrai sempre il prezzo migliore.`,
      'Un abbraccio dalla Sicilia,\n{{host}}',
    ].join('\n\n'),
  },
};

/** The host's contacts as the placeholders write them. */
export const HOST_CONTACT_VALUES = {
  whatsapp: contacts.whatsapp,
  telefono: contacts.phone,
  host: site.host.name,
} as const;
