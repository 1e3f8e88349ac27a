import { ADMIN_CSRF_HEADER } from '@catania/shared/schemas/admin';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { sessionIdFrom } from '../auth/cookies';
import { findSession, safeEqual } from '../auth/sessions';
import type { AdminSessionRecord } from '../auth/sessions-repo';
import { HttpError } from './errors';

export interface AdminContext {
  sessionId: string;
  session: AdminSessionRecord;
}

const contexts = new WeakMap<APIGatewayProxyEventV2, AdminContext>();

const SESSION_EXPIRED = 'Sessione scaduta o non valida. Accedi di nuovo.';
const CSRF_MISSING = 'Token di sicurezza mancante o non valido. Ricarica la pagina.';

/**
 * Every route with access 'admin' (product §10, admin access): 401 without a live session
 * cookie; on every write (any method but GET and HEAD) 403 unless the X-Admin-Token header
 * carries the session's own CSRF token. Runs before the body is parsed.
 */
export function adminGuard(): MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2
> {
  return {
    before: async ({ event }) => {
      const sessionId = sessionIdFrom(event);
      const session = sessionId ? await findSession(sessionId, new Date()) : undefined;
      if (!sessionId || !session) throw new HttpError(401, 'session_required', SESSION_EXPIRED);
      const method = event.requestContext?.http?.method?.toUpperCase() ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') {
        const token = event.headers?.[ADMIN_CSRF_HEADER];
        if (!token || !safeEqual(token, session.csrfToken)) {
          throw new HttpError(403, 'csrf_token_invalid', CSRF_MISSING);
        }
      }
      contexts.set(event, { sessionId, session });
    },
  };
}

/** The session the guard admitted; only on admin routes. */
export function adminContext(event: APIGatewayProxyEventV2): AdminContext {
  const context = contexts.get(event);
  if (!context) throw new Error('adminContext read on a route without the admin guard');
  return context;
}
