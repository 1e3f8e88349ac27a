import { createHash } from 'node:crypto';
import type { AdminLoginRequest } from '@catania/shared/schemas/admin';
import { env } from '../lib/env';
import { InvalidCredentials, NotConfigured } from '../lib/errors';
import { logger } from '../lib/logger';
import { getSecret } from '../lib/secrets';
import { verifyPassword } from './password';
import { assertLoginAllowed, clearFailures, countFailure, tooManyAttempts } from './rate-limit';
import { endSession, type NewSession, safeEqual, startSession } from './sessions';

const WRONG_CREDENTIALS = 'Username o password non corretti.';

/** A stable label for the rate-limit key, whatever the user typed (bounded, no key injection). */
const userKey = (username: string) =>
  createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * Checks the credentials against config (username, scrypt hash) and starts a new session,
 * ending the one the browser held. Every wrong attempt costs the same scrypt time.
 */
export async function login(
  credentials: AdminLoginRequest,
  address: string,
  previousSessionId: string | undefined,
  now = new Date(),
): Promise<NewSession> {
  const key = userKey(credentials.username);
  await assertLoginAllowed(key, address, now);

  let hash: string;
  try {
    hash = await getSecret('ADMIN_PASSWORD_HASH');
  } catch (error) {
    logger.error('admin password hash not configured', { error });
    throw new NotConfigured('Accesso amministratore non configurato.', 'admin_not_configured');
  }
  const passwordOk = await verifyPassword(credentials.password, hash);
  const usernameOk = safeEqual(credentials.username.trim(), env.ADMIN_USERNAME);
  if (!passwordOk || !usernameOk) {
    logger.warn('admin login failed', { address });
    const lockedUntil = await countFailure(key, address, now);
    if (lockedUntil) throw tooManyAttempts(lockedUntil, now);
    throw new InvalidCredentials(WRONG_CREDENTIALS);
  }

  await clearFailures(key, address);
  if (previousSessionId) await endSession(previousSessionId);
  logger.info('admin login', { address });
  return startSession(env.ADMIN_USERNAME, now);
}
