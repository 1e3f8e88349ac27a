import { ADMIN_SESSION_COOKIE } from '@catania/shared/schemas/admin';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The admin session cookie (ARCHITECTURE: Admin access): HttpOnly (no script reads it), Secure
 * (browsers accept Secure cookies on http://localhost too, so it is set everywhere), SameSite=Strict
 * (never sent on a cross-site request), Path=/ and an 8-hour life like the session it names.
 */
const FLAGS = 'Path=/; HttpOnly; Secure; SameSite=Strict';

export function sessionCookie(sessionId: string, maxAgeSeconds: number): string {
  return `${ADMIN_SESSION_COOKIE}=${sessionId}; Max-Age=${maxAgeSeconds}; ${FLAGS}`;
}

export function clearedSessionCookie(): string {
  return `${ADMIN_SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${FLAGS}`;
}

/** The session id the browser sent, from API Gateway v2's `cookies` (or a raw Cookie header). */
export function sessionIdFrom(event: APIGatewayProxyEventV2): string | undefined {
  const pairs = event.cookies ?? event.headers?.cookie?.split(/;\s*/) ?? [];
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== ADMIN_SESSION_COOKIE) continue;
    const value = pair.slice(index + 1).trim();
    // Our ids are 43 base64url characters; anything else is not worth a database read.
    if (/^[A-Za-z0-9_-]{32,128}$/.test(value)) return value;
  }
  return undefined;
}
