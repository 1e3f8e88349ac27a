import * as routes from '@catania/shared/api/routes/contacts';
import { listContacts } from '../contacts/contacts-repo';
import { httpHandler } from '../http/handler';

/** Every contact message, newest first (the admin's Contatti tab). */
export const handler = httpHandler(routes.listContacts, () => listContacts());
