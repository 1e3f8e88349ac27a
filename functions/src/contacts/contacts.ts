import { randomUUID } from 'node:crypto';
import type { ContactMessage, contactRequest } from '@catania/shared/schemas/contact';
import type { z } from 'zod';
import { notifyOwnerOfContact } from './contact-mail';
import { putContact } from './contacts-repo';

/**
 * A contact-form message (SPEC 3, 5): stored, then the owner hears of it by mail. A failed send
 * is retried by the job, never fails the request.
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
    created_at: now.toISOString(),
  };
  await putContact(message);
  await notifyOwnerOfContact(message);
  return message;
}
