import * as routes from '@catania/shared/api/routes/contacts';
import { changeContactState } from '../contacts/contacts';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { pathParam } from '../http/path-param';

/** PUT /api/contacts/{id}/state: nuovo, letto (opened) or risposto (mail or WhatsApp). */
export const handler = httpHandler(routes.updateContactState, async ({ body, params }) => {
  if (!params.id) throw notFound('Messaggio non trovato');
  return { success: true, state: await changeContactState(pathParam(params.id), body.state) };
});
