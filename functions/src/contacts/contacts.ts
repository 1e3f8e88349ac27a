import { randomUUID } from 'node:crypto';
import {
  type ContactMessage,
  type ContactState,
  type contactRequest,
  contactStateOf,
} from '@catania/shared/schemas/contact';
import type { z } from 'zod';
import { CONTACT_NOTICES_PER_HOUR, quotaUsed } from '../abuse/limits';
import { NotFound } from '../lib/errors';
import { notifyOwnerOfContact, notifyOwnerOfContactFlood } from './contact-mail';
import { getContact, putContact, setContactState } from './contacts-repo';

/**
 * A contact-form message (product §3, §5): stored, then the owner hears of it by mail. A failed send
 * is retried by the job, never fails the request. Past the hour's quota of notices the message is
 * stored only, and the owner is told once that the rest wait in the panel.
 */
export async function receiveContact(
  body: z.output<typeof contactRequest>,
  now = new Date(),
): Promise<ContactMessage> {
  const message: ContactMessage = {
    id: randomUUID(),
    nome: body.nome,
    cognome: body.cognome,
    email: body.email,
    ...(body.telefono ? { telefono: body.telefono } : {}),
    ...(body.checkIn ? { checkIn: body.checkIn } : {}),
    ...(body.checkOut ? { checkOut: body.checkOut } : {}),
    messaggio: body.messaggio,
    privacyConsent: true,
    marketingConsent: body.marketingConsent,
    consentVersion: body.consentVersion,
    ...(body.locale ? { locale: body.locale } : {}),
    created_at: now.toISOString(),
  };
  await putContact(message);
  const notices = await quotaUsed(CONTACT_NOTICES_PER_HOUR, now);
  if (notices <= CONTACT_NOTICES_PER_HOUR.max) await notifyOwnerOfContact(message);
  else if (notices === CONTACT_NOTICES_PER_HOUR.max + 1) await notifyOwnerOfContactFlood(now);
  return message;
}

/**
 * The owner's state of a message: 'letto' when opened (never undoing 'risposto'), 'risposto' on
 * 'Rispondi' or WhatsApp, or any state set by hand. Answers the state the message now has.
 */
export async function changeContactState(
  id: string,
  state: ContactState,
  now = new Date(),
): Promise<ContactState> {
  if (await setContactState(id, state, { now, unlessAnswered: state === 'letto' })) return state;
  const message = await getContact(id);
  if (!message) throw new NotFound('Messaggio non trovato');
  return contactStateOf(message);
}
