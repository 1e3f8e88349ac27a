import { deviceCookie, sessionCookie } from '../auth/cookies';
import { DEVICE_SECONDS } from '../auth/known-devices';
import type { SignIn } from '../auth/login';
import { SESSION_SECONDS, sessionResponse } from '../auth/sessions';
import { respond } from './respond';

/** The answer to a sign-in (password or one-time link): the session, its cookies, the device's. */
export function signedIn({ id, record, newDeviceId }: SignIn) {
  const cookies = [sessionCookie(id, SESSION_SECONDS)];
  if (newDeviceId) cookies.push(deviceCookie(newDeviceId, DEVICE_SECONDS));
  return respond(200, sessionResponse(record), { cookies });
}
