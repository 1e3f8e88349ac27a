import * as z from 'zod';
import { site } from '../config/site';
import { calendarDate, entityId, guestLocale } from './common';

const required = (max: number) =>
  z
    .string({ error: 'Campi obbligatori mancanti' })
    .trim()
    .min(1, 'Campi obbligatori mancanti')
    .max(max);

/** product §3 Contact message fields as the form sends them (product §5 validation). */
export const contactRequest = z
  .strictObject({
    nome: required(100),
    cognome: required(100),
    email: z.email({ error: 'Email non valida' }).max(254),
    telefono: z.string().trim().max(40).optional(),
    checkIn: calendarDate.optional(),
    checkOut: calendarDate.optional(),
    messaggio: required(5000),
    privacyConsent: z.literal(true, {
      error:
        'Consenso privacy richiesto: Devi accettare il trattamento dei dati personali per continuare.',
    }),
    marketingConsent: z.boolean().default(false),
    consentVersion: z.string().max(10).default(site.consent.version),
    /** The language of the page the message was written on: the owner answers in it. */
    locale: guestLocale.optional(),
  })
  .refine((v) => !v.checkIn || !v.checkOut || v.checkOut > v.checkIn, {
    path: ['checkOut'],
    message: 'La data di check-out deve essere successiva al check-in',
  });
export type ContactRequest = z.input<typeof contactRequest>;

export const contactMessage = z.object({
  id: entityId,
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string().optional(),
  checkIn: calendarDate.optional(),
  checkOut: calendarDate.optional(),
  messaggio: z.string(),
  privacyConsent: z.literal(true),
  marketingConsent: z.boolean(),
  consentVersion: z.string(),
  /** The guest's language; absent means Italian (and every message before languages). */
  locale: guestLocale.optional(),
  created_at: z.iso.datetime(),
  /** Where the owner is with it: absent until first opened (a message is new until then). */
  state: z.enum(['nuovo', 'letto', 'risposto']).optional(),
  stateChangedAt: z.iso.datetime().optional(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const CONTACT_STATES = ['nuovo', 'letto', 'risposto'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];
export const CONTACT_STATE_LABELS: Record<ContactState, string> = {
  nuovo: 'Nuovo',
  letto: 'Letto',
  risposto: 'Risposto',
};
/** A message the owner has not opened yet. */
export const contactStateOf = (message: Pick<ContactMessage, 'state'>): ContactState =>
  message.state ?? 'nuovo';

/** PUT /api/contacts/{id}/state: opened ('letto'), answered by mail or WhatsApp ('risposto'). */
export const updateContactStateRequest = z.strictObject({
  state: z.enum(CONTACT_STATES, { error: 'Stato non valido: nuovo, letto o risposto' }),
});
export const updateContactStateResponse = z.object({
  success: z.literal(true),
  state: z.enum(CONTACT_STATES),
});

export const createContactResponse = z.object({ success: z.literal(true), id: entityId });
export const listContactsResponse = z.array(contactMessage);
