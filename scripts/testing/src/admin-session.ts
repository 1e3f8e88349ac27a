import { hashPassword } from '@catania/functions/auth/password';
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from '@catania/shared/schemas/admin';
import type { TestApi } from './test-api';

/** The admin credentials the integration tests sign in with. */
export const TEST_ADMIN = { username: 'admin', password: 'una-password-di-prova-2026' } as const;

/**
 * The cheapest scrypt cost the hash format accepts: these tests exercise the sign-in, not the
 * cost of a guess (functions/src/auth/password.test.ts proves the production cost). The hash
 * carries its cost, so every login of a test run checks it in well under a millisecond.
 */
export const TEST_SCRYPT_COST = { N: 2 ** 10, r: 1, p: 1 };

/**
 * Sets the admin credentials in the functions' environment: call before `startTestApi` (the
 * config is read when the handlers are first imported).
 */
export async function useTestAdminCredentials(): Promise<void> {
  process.env.ADMIN_USERNAME = TEST_ADMIN.username;
  process.env.ADMIN_PASSWORD_HASH ??= await hashPassword(TEST_ADMIN.password, TEST_SCRYPT_COST);
}

export interface AdminClient {
  cookie: string;
  csrfToken: string;
  /** fetch with the session cookie and, unless `csrf: false`, the CSRF header. */
  fetch(path: string, init?: RequestInit & { csrf?: boolean }): Promise<Response>;
  /** JSON request with the session and CSRF token. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

/** The `name=value` part of a Set-Cookie header. */
export const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? '';

export async function signIn(
  api: TestApi,
  credentials: { username: string; password: string } = TEST_ADMIN,
  headers: Record<string, string> = {},
): Promise<AdminClient> {
  const response = await api.fetch('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) {
    throw new Error(`login failed: ${response.status} ${await response.text()}`);
  }
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const session = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  const cookie = cookiePair(session ?? '');
  return adminClient(api, cookie, csrfToken);
}

export function adminClient(api: TestApi, cookie: string, csrfToken: string): AdminClient {
  const call: AdminClient['fetch'] = (path, init = {}) => {
    const { csrf = true, ...rest } = init;
    return api.fetch(path, {
      ...rest,
      headers: {
        cookie,
        ...(csrf ? { [ADMIN_CSRF_HEADER]: csrfToken } : {}),
        ...((rest.headers as Record<string, string>) ?? {}),
      },
    });
  };
  return {
    cookie,
    csrfToken,
    fetch: call,
    send: (method, path, body) =>
      call(path, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      }),
  };
}
