import type { ConsentRecord } from '@catania/shared/schemas/consent';

/**
 * Google Analytics 4 with Consent Mode v2 (product §4): every signal denied by default with a 500 ms
 * wait for an update, updated on every consent choice, and the gtag.js loader injected only after
 * the visitor accepts analytics (the Garante's rule: nothing but technical cookies before consent).
 * Without a measurement id none of this runs.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let measurementId: string | undefined;
/** The tag's module, once analytics is accepted: its code is never part of a page's first load. */
let tag: typeof import('./analytics-tag') | undefined;
let tagRequested = false;

function gtag(...args: unknown[]) {
  window.gtag?.(...args);
}

export function initAnalytics(id: string | undefined, consent: ConsentRecord | null) {
  measurementId = id;
  if (!measurementId) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtagShim() {
    // gtag.js expects the `arguments` object itself, not an array.
    // biome-ignore lint/complexity/noArguments: the Google tag reads Arguments objects.
    window.dataLayer?.push(arguments);
  };
  gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    wait_for_update: 500,
  });
  if (consent) applyConsent(consent);
}

export function applyConsent(consent: ConsentRecord) {
  if (!measurementId) return;
  const marketing = consent.marketing ? 'granted' : 'denied';
  gtag('consent', 'update', {
    analytics_storage: consent.analytics ? 'granted' : 'denied',
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  });
  if (consent.analytics && !tagRequested) {
    tagRequested = true;
    const id = measurementId;
    void import('./analytics-tag').then((module) => {
      module.loadTag(id);
      tag = module;
    });
  }
}

/** Reports a page path as a config event (product §4), once the tag is loaded, cleaned. */
export function trackPageView(path: string) {
  if (tag && measurementId) tag.trackPageView(measurementId, path);
}

export function analyticsLoaded(): boolean {
  return tag !== undefined;
}
