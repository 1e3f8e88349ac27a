import { routes } from '@catania/shared/api/routes';
import { receiveContact } from '../contacts/contacts';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

/** POST /api/contacts: the contact form (SPEC 3, 5). The body is checked by the shared schema. */
export const handler = httpHandler(routes.createContact, async ({ body }) => {
  const message = await receiveContact(body);
  return respond(201, { success: true, id: message.id });
});
