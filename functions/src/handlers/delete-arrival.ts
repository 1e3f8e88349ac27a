import * as routes from '@catania/shared/api/routes/checkin';
import { removeArrival } from '../checkin/arrivals';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** DELETE /api/admin/checkin/arrivals/{id}: an arrival opened by mistake, and its check-in. */
export const handler = httpHandler(routes.deleteArrival, async ({ params }) => {
  const id = params.id;
  if (!ID.test(id)) throw notFound('Arrivo non trovato');
  await removeArrival(id);
  return { success: true };
});
