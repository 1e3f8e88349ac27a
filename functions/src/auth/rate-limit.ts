import { RateLimited } from '../lib/errors';
import {
  clearLoginAttempts,
  getLoginAttempts,
  type LoginAttempts,
  recordLoginFailure,
} from './login-attempts-repo';

/**
 * Failed sign-ins are limited first per user and address: 5 in 15 minutes, then that pair waits
 * for the window to end. Over all addresses, a guesser who rotates them is slowed down rather than
 * locked out: beyond 10 failures in an hour each attempt from a browser that never signed in must
 * wait twice as long as the last one (1 s, 2 s, 4 s, … at most a minute). A hard lock per user
 * would let any stranger lock the owner out of the whole world; the owner's own browsers (known
 * devices) are not slowed down at all. A successful sign-in clears both counts.
 */
const PAIR_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ADDRESS = 5;
const USER_WINDOW_MS = 60 * 60_000;
const FREE_FAILURES_PER_USER = 10;
const MAX_SLOWDOWN_MS = 60_000;
const ALL_ADDRESSES = '*';

const lockedUntil = (attempts: LoginAttempts | undefined, now: Date) => {
  if (!attempts || attempts.failures < MAX_FAILURES_PER_ADDRESS) return undefined;
  const until = attempts.windowStart + PAIR_WINDOW_MS;
  return until > now.getTime() ? until : undefined;
};

/** How long after the last failure a user with `failures` in the window waits before the next. */
export function slowdownMs(failures: number): number {
  const beyond = failures - FREE_FAILURES_PER_USER;
  if (beyond <= 0) return 0;
  return Math.min(1000 * 2 ** (beyond - 1), MAX_SLOWDOWN_MS);
}

const slowedUntil = (attempts: LoginAttempts | undefined, now: Date) => {
  if (!attempts || attempts.windowStart + USER_WINDOW_MS <= now.getTime()) return undefined;
  const until = attempts.lastFailureAt + slowdownMs(attempts.failures);
  return until > now.getTime() ? until : undefined;
};

export function tooManyAttempts(until: number, now: Date): RateLimited {
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}`
      : `${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}`;
  return new RateLimited(`Troppi tentativi di accesso non riusciti. Riprova tra ${wait}.`, seconds);
}

/**
 * Throws RateLimited when this user may not try again yet from this address (or, from a browser
 * the owner never signed in from, while failures elsewhere slow everyone down).
 */
export async function assertLoginAllowed(
  username: string,
  address: string,
  knownDevice: boolean,
  now: Date,
): Promise<void> {
  const [pair, user] = await Promise.all([
    getLoginAttempts(username, address),
    knownDevice ? undefined : getLoginAttempts(username, ALL_ADDRESSES),
  ]);
  const until = Math.max(lockedUntil(pair, now) ?? 0, slowedUntil(user, now) ?? 0);
  if (until > 0) throw tooManyAttempts(until, now);
}

/** Counts a failure; answers until when the pair is now locked, if it is. */
export async function countFailure(
  username: string,
  address: string,
  now: Date,
): Promise<number | undefined> {
  const [pair] = await Promise.all([
    recordLoginFailure(username, address, now, PAIR_WINDOW_MS),
    recordLoginFailure(username, ALL_ADDRESSES, now, USER_WINDOW_MS),
  ]);
  return lockedUntil(pair, now);
}

export async function clearFailures(username: string, address: string): Promise<void> {
  await Promise.all([
    clearLoginAttempts(username, address),
    clearLoginAttempts(username, ALL_ADDRESSES),
  ]);
}
