import { routes } from '@catania/shared/api/routes';
import { setBasePrice } from '../admin/pricing';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.updateBasePrice, async ({ body }) => {
  await setBasePrice(body.apartmentId, body.basePrice);
  return { success: true };
});
