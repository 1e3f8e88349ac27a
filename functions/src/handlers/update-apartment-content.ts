import * as routes from '@catania/shared/api/routes/site-content';
import { requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';
import { saveContent } from '../site/content';

export const handler = httpHandler(routes.updateApartmentContent, async ({ params, body }) =>
  saveContent(requireApartmentId(params.id), body, new Date()),
);
