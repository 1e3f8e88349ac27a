import type { ConsentRecord } from '@catania/shared/schemas/consent';

/**
 * Google Analytics 4 with Consent Mode v2 (SPEC 4): every signal denied by default with a 500 ms
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
let loaded = false;

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
  if (consent.analytics) loadTag();
}

function loadTag() {
  if (loaded || !measurementId) return;
  loaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  gtag('js', new Date());
  gtag('config', measurementId, {
    anonymize_ip: true,
    cookie_flags: 'SameSite=Lax;Secure',
    send_page_view: false,
  });
}

/** Reports a page path as a config event (SPEC 4), once the tag is loaded. */
export function trackPageView(path: string) {
  if (!loaded || !measurementId) return;
  gtag('config', measurementId, { page_path: path });
}

export function analyticsLoaded(): boolean {
  return loaded;
}
