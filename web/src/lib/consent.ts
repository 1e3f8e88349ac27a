import { site } from '@catania/shared/config/site';
import type { ConsentRecord } from '@catania/shared/schemas/consent';

/**
 * Cookie consent (product §3, §4, §9): the record lives in the `consent_state` cookie for 365 days,
 * path /, SameSite=Lax. A missing or malformed cookie means no consent at all.
 */
const { cookieName, version, maxAgeDays } = site.consent;

export type ConsentChoice = Pick<ConsentRecord, 'analytics' | 'marketing'>;

export function readConsent(cookies: string = document.cookie): ConsentRecord | null {
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`));
  if (!raw) return null;
  try {
    return parseConsent(JSON.parse(decodeURIComponent(raw.slice(cookieName.length + 1))));
  } catch {
    return null;
  }
}

/**
 * The shared `consentRecord` schema's rules, checked by hand: the banner is on every page and
 * zod would double the start-up script. consent.test.ts keeps the two in agreement.
 */
export function parseConsent(value: unknown): ConsentRecord | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const valid =
    record.version === version &&
    Number.isSafeInteger(record.timestamp) &&
    (record.timestamp as number) >= 0 &&
    record.necessary === true &&
    typeof record.analytics === 'boolean' &&
    typeof record.marketing === 'boolean';
  if (!valid) return null;
  return {
    version,
    timestamp: record.timestamp as number,
    necessary: true,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
  };
}

export function makeConsent(choice: ConsentChoice, now = Date.now()): ConsentRecord {
  return {
    version,
    timestamp: now,
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
}

export function consentCookie(record: ConsentRecord, secure: boolean): string {
  const maxAge = maxAgeDays * 24 * 60 * 60;
  const expires = new Date(record.timestamp + maxAge * 1000).toUTCString();
  const value = encodeURIComponent(JSON.stringify(record));
  return `${cookieName}=${value}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ConsentRecord | null | undefined;
let preferencesRequested = 0;

/** A tiny store so the banner, the footer link and analytics share one consent state. */
export const consentStore = {
  get(): ConsentRecord | null {
    if (current === undefined) current = readConsent();
    return current;
  },
  save(choice: ConsentChoice): ConsentRecord {
    const record = makeConsent(choice);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
    document.cookie = consentCookie(record, location.protocol === 'https:');
    current = record;
    for (const listener of listeners) listener();
    return record;
  },
  /** Reopens the banner on its preferences view ('Preferenze Cookie'). */
  openPreferences() {
    preferencesRequested += 1;
    for (const listener of listeners) listener();
  },
  preferencesRequests(): number {
    return preferencesRequested;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
