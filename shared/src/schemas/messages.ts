import * as z from 'zod';
import {
  MESSAGE_DAYS_OFFSET,
  MESSAGE_KINDS,
  MESSAGE_SENDING_HOURS,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '../domain/guest-messages';
import { CLOCK_TIME_PATTERN } from '../domain/rome-time';
import { apartmentId, calendarDate } from './common';

/** The host's scheduled messages to guests: templates, a stay's timeline. */

export const messageKind = z.enum(MESSAGE_KINDS, { error: 'Tipo di messaggio non valido' });

/** Text with placeholders: refused, naming them, when one is not in the list. */
const templateText = (label: string, max: number) =>
  z
    .string({ error: `${label} obbligatorio` })
    .trim()
    .min(1, `${label} obbligatorio`)
    .max(max, `${label}: al massimo ${max} caratteri`)
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length > 0)
        ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown) });
    });

export const messageTemplateInput = z.strictObject({
  enabled: z.boolean({ error: 'Attivo: indica sì o no' }),
  subject: templateText('Oggetto', 200).refine((s) => !/[\r\n]/.test(s), {
    error: 'L’oggetto deve stare su una riga',
  }),
  body: templateText('Testo', 5000),
  daysOffset: z
    .number({ error: 'Giorni: un numero intero' })
    .int('Giorni: un numero intero')
    .min(MESSAGE_DAYS_OFFSET.min, `Giorni: almeno ${MESSAGE_DAYS_OFFSET.min}`)
    .max(MESSAGE_DAYS_OFFSET.max, `Giorni: al massimo ${MESSAGE_DAYS_OFFSET.max}`),
  time: z
    .string({ error: 'Ora obbligatoria' })
    .regex(CLOCK_TIME_PATTERN, 'Ora non valida: usa il formato hh:mm')
    .refine((t) => t >= MESSAGE_SENDING_HOURS.from && t < MESSAGE_SENDING_HOURS.until, {
      error: `I messaggi partono solo di giorno: scegli un’ora tra le ${MESSAGE_SENDING_HOURS.from} e le ${MESSAGE_SENDING_HOURS.until}`,
    }),
});
export type MessageTemplateInput = z.infer<typeof messageTemplateInput>;

export const messageTemplate = z.object({
  /** `<kind>` for every apartment, `<kind>:<apartmentId>` for one apartment's variant. */
  id: z.string(),
  kind: messageKind,
  apartmentId: apartmentId.optional(),
  enabled: z.boolean(),
  subject: z.string(),
  body: z.string(),
  daysOffset: z.number().int(),
  time: z.string(),
  /** Still the house's default text (never edited, or reset). */
  isDefault: z.boolean(),
  updatedAt: z.iso.datetime().optional(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

export const listMessageTemplatesResponse = z.object({ templates: z.array(messageTemplate) });
export const messageTemplateResponse = z.object({ template: messageTemplate });

export const previewMessageRequest = z.strictObject({
  kind: messageKind,
  subject: z.string().max(200),
  body: z.string().max(5000),
  /** The stay to fill the placeholders with; the next one to come when absent. */
  stayKey: z.string().max(200).optional(),
  apartmentId: apartmentId.optional(),
});

export const previewStay = z.object({
  stayKey: z.string(),
  guestName: z.string().optional(),
  apartmentId,
  checkIn: calendarDate,
  checkOut: calendarDate,
});
export const previewMessageResponse = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  stay: previewStay,
  /** Placeholders the text uses that are unknown (shown, never sent: saving refuses them). */
  unknown: z.array(z.string()),
});
export const previewStaysResponse = z.object({ stays: z.array(previewStay) });

export const stayMessageStatus = z.enum([
  'planned',
  'waiting',
  'sent',
  'failed',
  'skipped',
  'missed',
  'off',
  'cancelled',
  'no-email',
]);
export type StayMessageStatus = z.infer<typeof stayMessageStatus>;

export const stayMessage = z.object({
  kind: messageKind,
  status: stayMessageStatus,
  /** When it is (or was) due, Rome's clock applied. */
  dueAt: z.iso.datetime(),
  sentAt: z.iso.datetime().optional(),
  skippedAt: z.iso.datetime().optional(),
  /** Sent by the owner's 'Invia ora' rather than at its time. */
  byOwner: z.boolean().optional(),
  error: z.string().optional(),
  subject: z.string().optional(),
});
export type StayMessage = z.infer<typeof stayMessage>;

export const stayMessagesResponse = z.object({
  guestEmail: z.string().optional(),
  messages: z.array(stayMessage),
});
export const stayMessageResponse = z.object({ message: stayMessage });
