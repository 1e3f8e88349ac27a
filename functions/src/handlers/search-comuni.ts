import { searchComuni } from '@catania/shared/alloggiati/comuni';
import * as routes from '@catania/shared/api/routes/checkin';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

/** Documents last at most ten years: their place of issue existed at some point since then. */
const DOCUMENT_YEARS = 10;

/**
 * GET /api/alloggiati/comuni?q=&nato=: the comuni matching what the guest typed (the table stays
 * on the server), those of a date of birth or, for a document, of the last ten years. Public
 * reference data: cacheable.
 */
export const handler = httpHandler(routes.searchComuni, async ({ query }) => {
  const validOn =
    query.nato ?? (query.rilascio ? addDays(todayInRome(), -365 * DOCUMENT_YEARS) : undefined);
  const comuni = searchComuni(query.q, { ...(validOn ? { validOn } : {}), limit: 20 });
  return respond(200, { comuni }, { headers: { 'cache-control': 'public, max-age=3600' } });
});
