import * as routes from '@catania/shared/api/routes/site-content';
import { requireApartmentId } from '../apartments/apartments';
import { httpHandler } from '../http/handler';
import { previewPage } from '../site/site-preview';

export const handler = httpHandler(routes.previewApartmentContent, async ({ params, query }) => ({
  html: await previewPage(requireApartmentId(params.id), query.lang),
}));
