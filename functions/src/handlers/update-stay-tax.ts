import * as routes from '@catania/shared/api/routes/checkin';
import { stayKey } from '@catania/shared/schemas/checkin';
import { STAY_NOT_FOUND } from '../checkin/stays';
import { updateStayTax } from '../checkin/tax';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

/** PUT /api/admin/checkin/stays/{stayKey}/tourist-tax: collected or not, and the exemptions. */
export const handler = httpHandler(routes.updateStayTax, async ({ params, body }) => {
  const key = stayKey.safeParse(params.stayKey);
  if (!key.success) throw notFound(STAY_NOT_FOUND);
  return { touristTax: await updateStayTax(key.data, body) };
});
