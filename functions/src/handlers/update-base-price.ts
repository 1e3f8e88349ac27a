import * as routes from '@catania/shared/api/routes/pricing';
import { httpHandler } from '../http/handler';
import { setBasePrice } from '../pricing/owner-prices';

export const handler = httpHandler(routes.updateBasePrice, async ({ body }) => {
  await setBasePrice(body.apartmentId, body.basePrice);
  return { success: true };
});
