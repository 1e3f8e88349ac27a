import * as routes from '@catania/shared/api/routes/checkin';
import { touristTaxReport } from '../checkin/tax';
import { httpHandler } from '../http/handler';

/** GET /api/admin/tourist-tax?period=2026-05|2026-Q2: the declaration of a month or quarter. */
export const handler = httpHandler(routes.getTouristTaxReport, ({ query }) =>
  touristTaxReport(query.period),
);
