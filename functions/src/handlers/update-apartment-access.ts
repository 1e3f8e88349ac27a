import * as routes from '@catania/shared/api/routes/checkin';
import { requireApartmentId } from '../apartments/apartments';
import { updateAccess } from '../checkin/access';
import { adminContext } from '../http/admin-guard';
import { httpHandler } from '../http/handler';

/** PUT /api/admin/apartments/{id}/access: the key-box or door code and how to get in (secret). */
export const handler = httpHandler(routes.updateApartmentAccess, ({ params, body, event }) =>
  updateAccess(
    requireApartmentId(params.id),
    body.instructions,
    adminContext(event).session.username,
  ),
);
