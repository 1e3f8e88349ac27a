import * as routes from '@catania/shared/api/routes/contacts';
import { countContact } from '../abuse/limits';
import { receiveContact } from '../contacts/contacts';
import { clientAddress } from '../http/client-address';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

/** POST /api/contacts: the contact form (product §3, §5). The body is checked by the shared schema. */
export const handler = httpHandler(routes.createContact, async ({ body, event }) => {
  // A flood of messages is refused before it is stored or mails the owner (the SES quota is
  // the guests' confirmations' too).
  await countContact(clientAddress(event), body.email);
  const message = await receiveContact(body);
  return respond(201, { success: true, id: message.id });
});
