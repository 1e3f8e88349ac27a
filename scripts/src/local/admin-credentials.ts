import { randomBytes } from 'node:crypto';
import { hashPassword, type ScryptCost } from '@catania/functions/auth/password';

/**
 * The local stack's admin sign-in: ADMIN_USERNAME (default `admin`) with ADMIN_PASSWORD when set,
 * or an existing ADMIN_PASSWORD_HASH, else a password generated at each start and printed by
 * `npm start`. Also lets the iCal import reach feeds on this machine (local development only).
 */
export interface LocalAdmin {
  username: string;
  /** Known when given or generated; undefined when only a hash was given. */
  password: string | undefined;
  generated: boolean;
  /** What the functions read. */
  env: Record<string, string>;
}

/** The browser tests' credentials (web/e2e/admin*.spec.ts signs in with them). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-password-catania' } as const;

export async function localAdminCredentials(
  source: NodeJS.ProcessEnv = process.env,
  cost?: ScryptCost,
): Promise<LocalAdmin> {
  const username = source.ADMIN_USERNAME?.trim() || 'admin';
  const local = { ICAL_ALLOW_PRIVATE_HOSTS: source.ICAL_ALLOW_PRIVATE_HOSTS ?? 'true' };
  if (!source.ADMIN_PASSWORD && source.ADMIN_PASSWORD_HASH) {
    return {
      username,
      password: undefined,
      generated: false,
      env: { ADMIN_USERNAME: username, ADMIN_PASSWORD_HASH: source.ADMIN_PASSWORD_HASH, ...local },
    };
  }
  const password = source.ADMIN_PASSWORD || randomBytes(12).toString('base64url');
  return {
    username,
    password,
    generated: !source.ADMIN_PASSWORD,
    env: {
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD_HASH: await hashPassword(password, cost),
      ...local,
    },
  };
}

/** The line `npm start` prints. */
export function describeAdmin(admin: LocalAdmin, url: string): string {
  const password = admin.password
    ? `password ${admin.password}${admin.generated ? '  (generata a ogni avvio: fissala con ADMIN_PASSWORD)' : ''}`
    : 'password: quella di ADMIN_PASSWORD_HASH';
  return `  Admin panel      ${url}/admin  (utente ${admin.username}, ${password})`;
}
