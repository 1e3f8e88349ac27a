import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Admin password hashing with scrypt (node:crypto), stored as
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>` so the cost can be raised later without
 * invalidating existing hashes. N = 2^17, r = 8 (OWASP's minimum for scrypt) takes about 300 ms and
 * 128 MiB (the sign-in function has the memory for it): slow for a guesser, fine for one login.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * The production costs of earlier releases: a hash made at one of them still signs in, and is
 * replaced at that sign-in by one at today's cost (login.ts). Other costs are the operator's
 * explicit choice (the tests' cheap one) and are left alone.
 */
const OUTGROWN_COSTS: readonly ScryptCost[] = [{ N: 2 ** 15, r: 8, p: 1 }];
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** A hash from config is trusted only within these bounds (a huge N would hang every login). */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const maxmem = 128 * cost.N * cost.r * 2 + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * A new hash at the production cost. Tests pass a cheaper cost: the hash carries its own, so the
 * login that checks it costs what its hash says.
 */
export async function hashPassword(password: string, cost = PRODUCTION_COST): Promise<string> {
  if (password.length < 12) throw new Error('The admin password must be at least 12 characters');
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.trim().split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid =
    Number.isInteger(N) &&
    N >= 2 ** 10 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 16;
  if (!valid) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || key.length < 16) return undefined;
  return { cost: { N, r, p }, salt, key };
}

/** Compares in constant time; a malformed stored hash never matches (and is reported). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) throw new Error('ADMIN_PASSWORD_HASH is not a valid scrypt hash');
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made at an earlier production cost and should be made again. */
export function isOutgrown(stored: string): boolean {
  const cost = parseHash(stored)?.cost;
  return OUTGROWN_COSTS.some((old) => old.N === cost?.N && old.r === cost.r && old.p === cost.p);
}
