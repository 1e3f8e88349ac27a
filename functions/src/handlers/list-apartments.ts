import { routes } from '@catania/shared/api/routes';
import { listApartments } from '../data/apartments-repo';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.listApartments, async () => listApartments());
