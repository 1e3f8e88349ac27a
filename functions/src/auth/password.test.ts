import { describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_COST, parseHash, verifyPassword } from './password';

describe('admin password hashing', () => {
  it('hashes at the production cost by default, and that hash verifies the password alone', async () => {
    const hash = await hashPassword('la-password-del-proprietario');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(parseHash(hash)?.cost).toEqual(PRODUCTION_COST);
    expect(await verifyPassword('la-password-del-proprietario', hash)).toBe(true);
    expect(await verifyPassword('la-password-del-proprietari0', hash)).toBe(false);
  });

  it('checks a hash at the cost written in it, so a cheaper test hash still verifies', async () => {
    const hash = await hashPassword('una-password-di-prova', { N: 2 ** 10, r: 1, p: 1 });
    expect(hash.startsWith('scrypt$1024$1$1$')).toBe(true);
    expect(await verifyPassword('una-password-di-prova', hash)).toBe(true);
    expect(await verifyPassword('una-password-diversa', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const cost = { N: 2 ** 10, r: 1, p: 1 };
    const [a, b] = await Promise.all([
      hashPassword('stessa-password-due-volte', cost),
      hashPassword('stessa-password-due-volte', cost),
    ]);
    expect(a).not.toBe(b);
  });

  it('refuses a short password and a stored hash outside the accepted bounds', async () => {
    await expect(hashPassword('corta')).rejects.toThrow(/at least 12/);
    // A huge N would hang every login: such a hash is not trusted.
    const huge = `scrypt$${2 ** 21}$8$1$${'a'.repeat(22)}$${'b'.repeat(43)}`;
    expect(parseHash(huge)).toBeUndefined();
    await expect(verifyPassword('qualsiasi-password', huge)).rejects.toThrow(/not a valid scrypt/);
    expect(parseHash('not-a-hash')).toBeUndefined();
  });
});
