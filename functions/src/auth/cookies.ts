import { ADMIN_DEVICE_COOKIE, ADMIN_SESSION_COOKIE } from '@catania/shared/schemas/admin';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The admin cookies (product §10, admin access): HttpOnly (no script reads them), Secure
 * (browsers accept Secure cookies on http://localhost too, so they are set everywhere; the
 * `__Host-` prefix requires it), SameSite=Strict (never sent on a cross-site request), Path=/.
 */
const FLAGS = 'Path=/; HttpOnly; Secure; SameSite=Strict';

export function sessionCookie(sessionId: string, maxAgeSeconds: number): string {
  return `${ADMIN_SESSION_COOKIE}=${sessionId}; Max-Age=${maxAgeSeconds}; ${FLAGS}`;
}

export function clearedSessionCookie(): string {
  return `${ADMIN_SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${FLAGS}`;
}

export function deviceCookie(deviceId: string, maxAgeSeconds: number): string {
  return `${ADMIN_DEVICE_COOKIE}=${deviceId}; Max-Age=${maxAgeSeconds}; ${FLAGS}`;
}

/** A cookie's value from API Gateway v2's `cookies` (or a raw Cookie header), if well formed. */
function cookieValue(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const pairs = event.cookies ?? event.headers?.cookie?.split(/;\s*/) ?? [];
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const value = pair.slice(index + 1).trim();
    // Our ids are 43 base64url characters; anything else is not worth a database read.
    if (/^[A-Za-z0-9_-]{32,128}$/.test(value)) return value;
  }
  return undefined;
}

/** The session id the browser sent. */
export const sessionIdFrom = (event: APIGatewayProxyEventV2) =>
  cookieValue(event, ADMIN_SESSION_COOKIE);

/** The id of the signed-in-before browser, if it sent one. */
export const deviceIdFrom = (event: APIGatewayProxyEventV2) =>
  cookieValue(event, ADMIN_DEVICE_COOKIE);
