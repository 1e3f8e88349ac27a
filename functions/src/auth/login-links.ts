import { createHash } from 'node:crypto';
import { InvalidCredentials } from '../lib/errors';
import { logger } from '../lib/logger';
import { knownDevice } from './known-devices';
import { openSession, type SignIn, type SignInContext } from './login';
import { consumeLoginLink } from './login-links-repo';

/**
 * The owner's way in from a new browser whatever an attacker does to the sign-in: a
 * one-time link mailed to the owner's address, valid 15 minutes, used once. Whoever asks, the link
 * goes to the owner's inbox only, so asking for one reveals and grants nothing (login-link-mail.ts
 * makes and mails it; this module, which signs in with it, sends no mail).
 */
export const LINK_MINUTES = 15;
const LINK_INVALID = 'Link di accesso non valido, già usato o scaduto. Chiedine uno nuovo.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Signs in with a link's token, once; the browser becomes a known one. */
export async function signInWithLink(
  token: string,
  context: SignInContext,
  now = new Date(),
): Promise<SignIn> {
  if (!(await consumeLoginLink(hashToken(token), now))) {
    logger.warn('admin sign-in link refused', { address: context.address });
    throw new InvalidCredentials(LINK_INVALID);
  }
  logger.info('admin login by link', { address: context.address });
  const fromKnownDevice = Boolean(await knownDevice(context.deviceId, now));
  return openSession(context, fromKnownDevice, now);
}
