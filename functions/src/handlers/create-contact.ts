import { randomUUID } from 'node:crypto';
import { routes } from '@catania/shared/api/routes';
import type { ContactMessage } from '@catania/shared/schemas/contact';
import { notifyOwnerOfContact } from '../adapters/mail';
import { putContact } from '../data/contacts-repo';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

/** POST /api/contacts: the contact form (SPEC 3, 5). The body is checked by the shared schema. */
export const handler = httpHandler(routes.createContact, async ({ body }) => {
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
    created_at: new Date().toISOString(),
  };
  await putContact(message);
  // The owner hears of it by mail; a failed send is retried by the job, never fails the request.
  await notifyOwnerOfContact(message);
  return respond(201, { success: true, id: message.id });
});
