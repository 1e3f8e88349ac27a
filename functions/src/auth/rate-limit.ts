import { RateLimited } from '../lib/errors';
import {
  clearLoginAttempts,
  getLoginAttempts,
  type LoginAttempts,
  recordLoginFailure,
} from './login-attempts-repo';

/**
 * Failed logins are limited per user and address: 5 in 15 minutes, then that pair waits for the
 * window to end. A looser limit per user over all addresses (50) stops a guesser who rotates
 * addresses, at the price of the owner waiting out an attack.
 */
const LOGIN_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ADDRESS = 5;
const MAX_FAILURES_PER_USER = 50;
const ALL_ADDRESSES = '*';

const lockedUntil = (attempts: LoginAttempts | undefined, max: number, now: Date) => {
  if (!attempts || attempts.failures < max) return undefined;
  const until = attempts.windowStart + LOGIN_WINDOW_MS;
  return until > now.getTime() ? until : undefined;
};

export function tooManyAttempts(until: number, now: Date): RateLimited {
  const minutes = Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
  return new RateLimited(
    `Troppi tentativi di accesso non riusciti. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`,
    Math.ceil((until - now.getTime()) / 1000),
  );
}

/** Throws RateLimited when this user may not try again yet from this address. */
export async function assertLoginAllowed(
  username: string,
  address: string,
  now: Date,
): Promise<void> {
  const [pair, user] = await Promise.all([
    getLoginAttempts(username, address),
    getLoginAttempts(username, ALL_ADDRESSES),
  ]);
  const until = Math.max(
    lockedUntil(pair, MAX_FAILURES_PER_ADDRESS, now) ?? 0,
    lockedUntil(user, MAX_FAILURES_PER_USER, now) ?? 0,
  );
  if (until > 0) throw tooManyAttempts(until, now);
}

/** Counts a failure; answers when the pair is now locked until, if it is. */
export async function countFailure(
  username: string,
  address: string,
  now: Date,
): Promise<number | undefined> {
  const [pair, user] = await Promise.all([
    recordLoginFailure(username, address, now, LOGIN_WINDOW_MS),
    recordLoginFailure(username, ALL_ADDRESSES, now, LOGIN_WINDOW_MS),
  ]);
  return (
    lockedUntil(pair, MAX_FAILURES_PER_ADDRESS, now) ??
    lockedUntil(user, MAX_FAILURES_PER_USER, now)
  );
}

export function clearFailures(username: string, address: string): Promise<void> {
  return clearLoginAttempts(username, address);
}
