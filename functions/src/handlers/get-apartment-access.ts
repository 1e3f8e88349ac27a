import * as routes from '@catania/shared/api/routes/checkin';
import { requireApartmentId } from '../apartments/apartments';
import { accessForOwner } from '../checkin/access';
import { adminContext } from '../http/admin-guard';
import { httpHandler } from '../http/handler';

/** GET /api/admin/apartments/{id}/access: the apartment's access details (the read is audited). */
export const handler = httpHandler(routes.getApartmentAccess, ({ params, event }) =>
  accessForOwner(requireApartmentId(params.id), adminContext(event).session.username),
);
