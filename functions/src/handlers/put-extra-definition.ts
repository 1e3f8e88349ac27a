import * as routes from '@catania/shared/api/routes/extras';
import { extraIdParam } from '@catania/shared/schemas/extras';
import { saveExtra } from '../bookings/extras-catalogue';
import { httpHandler } from '../http/handler';
import { InvalidInput } from '../lib/errors';

/** PUT /api/admin/extras/{id}: adds or changes an extra of the catalogue. */
export const handler = httpHandler(routes.putExtraDefinition, async ({ params, body }) => {
  const id = extraIdParam.safeParse(params.id);
  if (!id.success) {
    const message = id.error.issues[0]?.message ?? 'Codice non valido';
    throw new InvalidInput(message, [{ field: 'id', message }]);
  }
  return { extra: await saveExtra(id.data, body) };
});
