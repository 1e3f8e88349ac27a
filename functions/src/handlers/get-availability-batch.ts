import * as routes from '@catania/shared/api/routes/availability';
import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import type { AvailabilityBatchResponse } from '@catania/shared/schemas/availability';
import { unavailableDates } from '../availability/availability';
import { httpHandler } from '../http/handler';
import { logger } from '../lib/logger';
import { publicStayRules } from '../pricing/stay-rules';

/** One query per apartment, in parallel; one apartment failing does not fail the others. */
export const handler = httpHandler(routes.getAvailabilityBatch, async () => {
  const now = new Date();
  const entries = await Promise.all(
    APARTMENT_IDS.map(async (id) => {
      try {
        const [dates, stayRules] = await Promise.all([
          unavailableDates(id, now),
          publicStayRules(id),
        ]);
        return [id, { success: true, data: { unavailableDates: dates, stayRules } }];
      } catch (error) {
        logger.error('availability failed', { apartmentId: id, error });
        return [id, { success: false, error: 'Disponibilità non disponibile' }];
      }
    }),
  );
  return Object.fromEntries(entries) as AvailabilityBatchResponse;
});
