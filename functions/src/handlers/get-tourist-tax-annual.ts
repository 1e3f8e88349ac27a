import * as routes from '@catania/shared/api/routes/checkin';
import { touristTaxAnnual } from '../checkin/tax';
import { httpHandler } from '../http/handler';

/** GET /api/admin/tourist-tax/annual?year=2026: the yearly account (Modello 21) by month. */
export const handler = httpHandler(routes.getTouristTaxAnnual, ({ query }) =>
  touristTaxAnnual(query.year),
);
