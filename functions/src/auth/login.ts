import { createHash } from 'node:crypto';
import type { AdminLoginRequest } from '@catania/shared/schemas/admin';
import { env } from '../lib/env';
import { InvalidCredentials, NotConfigured } from '../lib/errors';
import { logger } from '../lib/logger';
import { getSecret } from '../lib/secrets';
import { getUpgradedCredential, putUpgradedCredential } from './admin-credential-repo';
import { knownDevice, rememberDevice } from './known-devices';
import { hashPassword, isOutgrown, verifyPassword } from './password';
import { clearFailures, takeLoginAttempt, tooManyAttempts } from './rate-limit';
import { endSession, type NewSession, safeEqual, startSession } from './sessions';

const WRONG_CREDENTIALS = 'Username o password non corretti.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable label for the rate-limit key, whatever the user typed (bounded, no key injection). */
const userKey = (username: string) => sha256(username.trim().toLowerCase()).slice(0, 32);

export interface SignIn extends NewSession {
  /** A new device id for the browser's cookie, when it did not have a known one. */
  newDeviceId?: string;
}

/** What the browser sent besides the credentials. */
export interface SignInContext {
  address: string;
  previousSessionId?: string;
  deviceId?: string;
}

/**
 * The hash to check: the configured one (SSM), or the one a sign-in remade from it at today's
 * cost, as long as the configured hash has not been changed since.
 */
async function passwordHash(): Promise<{ hash: string; configured: string }> {
  let configured: string;
  try {
    configured = await getSecret('ADMIN_PASSWORD_HASH');
  } catch (error) {
    logger.error('admin password hash not configured', { error });
    throw new NotConfigured('Accesso amministratore non configurato.', 'admin_not_configured');
  }
  const upgraded = await getUpgradedCredential();
  const hash = upgraded?.replaces === sha256(configured) ? upgraded.hash : configured;
  return { hash, configured };
}

/**
 * Checks the credentials against config (username, scrypt hash) and starts a new session,
 * ending the one the browser held. Every wrong attempt costs the same scrypt time.
 */
export async function login(
  credentials: AdminLoginRequest,
  context: SignInContext,
  now = new Date(),
): Promise<SignIn> {
  const key = userKey(credentials.username);
  const { address } = context;
  const device = await knownDevice(context.deviceId, now);
  const fromKnownDevice = Boolean(device);
  // Counted before the password is checked: a burst gets no more checks than the limit.
  const bucket = device ? `device:${device}` : address;
  const attempt = await takeLoginAttempt(
    key,
    { address, ...(device ? { device: bucket } : {}) },
    now,
  );

  const { hash, configured } = await passwordHash();
  const passwordOk = await verifyPassword(credentials.password, hash);
  const usernameOk = safeEqual(credentials.username.trim(), env.ADMIN_USERNAME);
  if (!passwordOk || !usernameOk) {
    logger.warn('admin login failed', { address, fromKnownDevice });
    if (attempt.lastInWindow) throw tooManyAttempts(attempt.lastInWindow, now);
    throw new InvalidCredentials(WRONG_CREDENTIALS);
  }

  if (isOutgrown(hash)) {
    const remade = await hashPassword(credentials.password);
    await putUpgradedCredential({ hash: remade, replaces: sha256(configured) });
    logger.info('admin password hash remade at the current cost');
  }
  await clearFailures(key, bucket);
  logger.info('admin login', { address, fromKnownDevice });
  return openSession(context, fromKnownDevice, now);
}

/**
 * A new session for the owner, ending the one the browser held; a browser signing in for the
 * first time gets a device id to keep (known-devices.ts).
 */
export async function openSession(
  context: Pick<SignInContext, 'previousSessionId'>,
  fromKnownDevice: boolean,
  now: Date,
): Promise<SignIn> {
  if (context.previousSessionId) await endSession(context.previousSessionId);
  const session = await startSession(env.ADMIN_USERNAME, now);
  return fromKnownDevice ? session : { ...session, newDeviceId: await rememberDevice(now) };
}
