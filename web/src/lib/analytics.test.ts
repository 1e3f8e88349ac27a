import { afterEach, describe, expect, it } from 'vitest';
import { analyticsLoaded, applyConsent, initAnalytics } from './analytics';
import { makeConsent } from './consent';

const tags = () => document.querySelectorAll('script[src*="googletagmanager"]');

describe('analytics with Consent Mode v2', () => {
  afterEach(() => {
    window.dataLayer = undefined;
  });

  it('does nothing at all without a measurement id', () => {
    initAnalytics(undefined, makeConsent({ analytics: true, marketing: true }));
    expect(window.dataLayer).toBeUndefined();
    expect(tags()).toHaveLength(0);
  });

  it('denies every signal by default, loads the tag only after analytics consent', () => {
    initAnalytics('G-TEST1234', null);
    const calls = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(tags()).toHaveLength(0);

    applyConsent(makeConsent({ analytics: false, marketing: true }));
    expect(tags()).toHaveLength(0);
    applyConsent(makeConsent({ analytics: true, marketing: false }));
    expect(tags()).toHaveLength(1);
    expect(analyticsLoaded()).toBe(true);
    const updates = (window.dataLayer ?? [])
      .map((args) => Array.from(args as ArrayLike<unknown>))
      .filter((call) => call[0] === 'consent' && call[1] === 'update');
    expect(updates.at(-1)?.[2]).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    const config = (window.dataLayer ?? [])
      .map((args) => Array.from(args as ArrayLike<unknown>))
      .find((call) => call[0] === 'config');
    expect(config?.[2]).toMatchObject({ anonymize_ip: true, cookie_flags: 'SameSite=Lax;Secure' });
  });
});
