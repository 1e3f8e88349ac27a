import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsLoaded, applyConsent, initAnalytics, trackPageView } from './analytics';
import { cleanUrl } from './analytics-tag';
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

  it('denies every signal by default, loads the tag only after analytics consent', async () => {
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
    await vi.waitFor(() => expect(analyticsLoaded()).toBe(true));
    expect(tags()).toHaveLength(1);
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

describe('what analytics may see of a page', () => {
  const origin = 'https://www.example.it';
  const bookingId = '3b241101-e2bb-4255-8caf-4136c566a962';
  const token = 'Qk9PS0lOR19UT0tFTl9FWEFNUExFXzI1Nl9iaXRzXzQz';
  const sessionId = 'cs_test_a1B2c3D4e5F6g7H8';

  it.each([
    [`/booking/success?session_id=${sessionId}&token=${token}`, `${origin}/booking/success`],
    [`/booking/success?bookingId=${bookingId}&token=${token}`, `${origin}/booking/success`],
    [`/checkout/${bookingId}?token=${token}`, `${origin}/checkout/:id`],
    [`/la-mia-prenotazione?token=${token}#annulla`, `${origin}/la-mia-prenotazione`],
    [`/x/${token}`, `${origin}/x/:id`],
    [`/c/pay/${sessionId}`, `${origin}/c/pay/:id`],
    ['/appartamento/appartamento-1', `${origin}/appartamento/appartamento-1`],
    ['/?utm_source=newsletter&email=a@b.it', `${origin}/?utm_source=newsletter`],
    ['/%E0%A4%A', `${origin}/%E0%A4%A`],
  ])('%s is sent as %s', (url, expected) => {
    expect(cleanUrl(url, origin)).toBe(expected);
  });

  it("keeps only the origin of another site's page (Stripe's checkout as referrer)", () => {
    expect(cleanUrl(`https://checkout.stripe.com/c/pay/${sessionId}#fid`, origin)).toBe(
      'https://checkout.stripe.com/',
    );
    expect(cleanUrl('', origin)).toBe('');
  });

  it('every page view carries the cleaned path, location and referrer, never the ids', async () => {
    initAnalytics('G-TEST1234', makeConsent({ analytics: true, marketing: false }));
    await vi.waitFor(() => expect(analyticsLoaded()).toBe(true));
    window.history.pushState({}, '', `/checkout/${bookingId}?token=${token}`);
    trackPageView(`/checkout/${bookingId}`);
    const sent = JSON.stringify(
      (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)),
    );
    const config = (window.dataLayer ?? [])
      .map((args) => Array.from(args as ArrayLike<unknown>))
      .filter((call) => call[0] === 'config')
      .at(-1);
    expect(config?.[2]).toMatchObject({
      page_path: '/checkout/:id',
      page_location: `${window.location.origin}/checkout/:id`,
    });
    expect(sent).not.toContain(bookingId);
    expect(sent).not.toContain(token);
    window.history.pushState({}, '', '/');
  });
});
