import { consentRecord } from '@catania/shared/schemas/consent';
import { describe, expect, it } from 'vitest';
import { consentCookie, makeConsent, parseConsent, readConsent } from './consent';

const samples: unknown[] = [
  { version: '1.0', timestamp: 1, necessary: true, analytics: true, marketing: false },
  { version: '1.0', timestamp: 0, necessary: true, analytics: false, marketing: false },
  { version: '2.0', timestamp: 1, necessary: true, analytics: true, marketing: false },
  { version: '1.0', timestamp: -1, necessary: true, analytics: true, marketing: false },
  { version: '1.0', timestamp: 1.5, necessary: true, analytics: true, marketing: false },
  { version: '1.0', timestamp: 1, necessary: false, analytics: true, marketing: false },
  { version: '1.0', timestamp: 1, necessary: true, analytics: 'yes', marketing: false },
  { version: '1.0', timestamp: 1, necessary: true, analytics: true },
  null,
  'consent',
  [],
];

describe('parseConsent', () => {
  it('agrees with the shared consentRecord schema', () => {
    for (const sample of samples) {
      expect(parseConsent(sample) !== null, JSON.stringify(sample)).toBe(
        consentRecord.safeParse(sample).success,
      );
    }
  });
});

describe('the consent cookie', () => {
  it('round-trips and carries the attributes product §9 asks for', () => {
    const record = makeConsent({ analytics: true, marketing: false }, 1_700_000_000_000);
    const cookie = consentCookie(record, false);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    const pair = cookie.split(';')[0] ?? '';
    expect(readConsent(`other=1; ${pair}`)).toEqual(record);
  });
  it('treats a malformed cookie as no consent', () => {
    expect(readConsent('consent_state=%7Bbroken')).toBeNull();
    expect(readConsent('consent_state=%7B%7D')).toBeNull();
    expect(readConsent('')).toBeNull();
  });
});
