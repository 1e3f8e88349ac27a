import * as routes from '@catania/shared/api/routes/bookings';
import { listAdminBookings } from '../bookings/owner-decisions';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.listBookings, () => listAdminBookings());
