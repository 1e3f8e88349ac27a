import * as routes from '@catania/shared/api/routes/apartments';
import { listApartments } from '../apartments/apartments-repo';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.listApartments, async () => listApartments());
