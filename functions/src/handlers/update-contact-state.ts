import * as routes from '@catania/shared/api/routes/contacts';
import { changeContactState } from '../contacts/contacts';
import { httpHandler } from '../http/handler';

/** PUT /api/contacts/{id}/state: nuovo, letto (opened) or risposto (mail or WhatsApp). */
export const handler = httpHandler(routes.updateContactState, async ({ body, params }) => {
  return { success: true, state: await changeContactState(params.id, body.state) };
});
