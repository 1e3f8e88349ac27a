import { RateLimited } from '../lib/errors';
import {
  clearLoginAttempts,
  getLoginAttempts,
  type LoginAttempts,
  takeAttempt,
  takeAttemptIfUnchanged,
} from './login-attempts-repo';

/**
 * Sign-in attempts are counted before the password is checked (atomically: a burst of parallel
 * requests checks no more passwords than the limit), first per user and address (or per known
 * browser): 5 in 15 minutes, then that pair waits for the window to end. Over all addresses, a guesser who rotates them is slowed down rather than
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
 * Takes one sign-in attempt, before the password is checked, or throws RateLimited: first over
 * all addresses (browsers the owner never signed in from wait after 10 failures in an hour, longer
 * after each), then for this address, or for this known browser, whose own count an attack from
 * its address cannot fill (5 in 15 minutes). Both are atomic, so a burst of parallel requests
 * checks no more passwords than the limits. Answers whether this attempt fills the pair's window
 * (a failure then answers 429 at once, with the wait).
 */
export async function takeLoginAttempt(
  username: string,
  bucket: { address: string; device?: string },
  now: Date,
): Promise<{ lastInWindow?: number }> {
  if (!bucket.device) await takeUserAttempt(username, now);
  const pair = await takeAttempt(username, bucket.device ?? bucket.address, {
    now,
    windowMs: PAIR_WINDOW_MS,
    max: MAX_FAILURES_PER_ADDRESS,
  });
  if (!pair.taken) throw tooManyAttempts(pair.windowStart + PAIR_WINDOW_MS, now);
  return pair.attempts.failures >= MAX_FAILURES_PER_ADDRESS
    ? { lastInWindow: pair.attempts.windowStart + PAIR_WINDOW_MS }
    : {};
}

/**
 * The count over all addresses. Its first 10 failures an hour are free, so those are counted
 * atomically and concurrent sign-ins from different browsers never refuse each other; past them
 * each attempt must wait its slowdown, taken optimistically: of racing attempts one passes.
 */
async function takeUserAttempt(username: string, now: Date): Promise<void> {
  const free = await takeAttempt(username, ALL_ADDRESSES, {
    now,
    windowMs: USER_WINDOW_MS,
    max: FREE_FAILURES_PER_USER,
  });
  if (free.taken) return;
  const seen = await getLoginAttempts(username, ALL_ADDRESSES);
  const until = slowedUntil(seen, now);
  if (until) throw tooManyAttempts(until, now);
  const open = seen && seen.windowStart + USER_WINDOW_MS > now.getTime();
  const next = {
    failures: open ? seen.failures + 1 : 1,
    windowStart: open ? seen.windowStart : now.getTime(),
    lastFailureAt: now.getTime(),
  };
  const expiresAt = Math.ceil((next.windowStart + USER_WINDOW_MS) / 1000) + 60;
  if (!(await takeAttemptIfUnchanged(username, ALL_ADDRESSES, seen, next, expiresAt))) {
    throw tooManyAttempts(now.getTime() + 1000, now);
  }
}

/** A successful sign-in clears the counts it was taken from, and the user-wide one. */
export async function clearFailures(username: string, bucket: string): Promise<void> {
  await Promise.all([
    clearLoginAttempts(username, bucket),
    clearLoginAttempts(username, ALL_ADDRESSES),
  ]);
}
