import * as routes from '@catania/shared/api/routes/admin-session';
import { deviceCookie, deviceIdFrom, sessionCookie, sessionIdFrom } from '../auth/cookies';
import { DEVICE_SECONDS } from '../auth/known-devices';
import { login } from '../auth/login';
import { SESSION_SECONDS, sessionResponse } from '../auth/sessions';
import { clientAddress } from '../http/client-address';
import { httpHandler } from '../http/handler';
import { respond } from '../http/respond';

export const handler = httpHandler(routes.adminLogin, async ({ body, event }) => {
  const { id, record, newDeviceId } = await login(body, {
    address: clientAddress(event),
    previousSessionId: sessionIdFrom(event),
    deviceId: deviceIdFrom(event),
  });
  const cookies = [sessionCookie(id, SESSION_SECONDS)];
  if (newDeviceId) cookies.push(deviceCookie(newDeviceId, DEVICE_SECONDS));
  return respond(200, sessionResponse(record), { cookies });
});
