import * as routes from '@catania/shared/api/routes/site-content';
import { requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';
import { apartmentContent } from '../site/content';

export const handler = httpHandler(routes.getApartmentContent, async ({ params }) =>
  apartmentContent(requireApartmentId(params.id)),
);
