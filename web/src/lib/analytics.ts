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

/** Path segments that name a booking or a payment: never sent (product §10, guest access). */
const SECRET_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|cs_(?:test|live)_\w+|[\w-]{40,})$/i;
/** Query parameters analytics may see: campaign tags only (never session_id, token, bookingId). */
const KEPT_PARAM = /^utm_(?:source|medium|campaign|term|content)$/;

/**
 * A URL as analytics may see it: booking ids, Stripe session ids and guest tokens removed from
 * the path, every query parameter but campaign tags dropped, no fragment. A page elsewhere (the
 * referrer from Stripe's checkout page) keeps only its origin.
 */
export function cleanUrl(url: string, origin: string): string {
  if (!url || !URL.canParse(url, origin)) return '';
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin) return `${parsed.origin}/`;
  const path = parsed.pathname
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(safeDecode(segment)) ? ':id' : segment))
    .join('/');
  const kept = [...parsed.searchParams].filter(([name]) => KEPT_PARAM.test(name));
  const query = kept.length > 0 ? `?${new URLSearchParams(kept)}` : '';
  return `${parsed.origin}${path}${query}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page at `path` (the current one by default) as analytics may see it, cleaned. */
function cleanedPage(path = window.location.pathname): {
  page_path: string;
  page_location: string;
  page_referrer: string;
} {
  const { origin, search } = window.location;
  const location = cleanUrl(`${path}${search}`, origin);
  return {
    page_path: location.slice(origin.length) || '/',
    page_location: location,
    page_referrer: cleanUrl(document.referrer, origin),
  };
}

function loadTag() {
  if (loaded || !measurementId) return;
  loaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  gtag('js', new Date());
  // The tag would read the address bar by itself: it is given the cleaned page instead.
  gtag('config', measurementId, {
    anonymize_ip: true,
    cookie_flags: 'SameSite=Lax;Secure',
    send_page_view: false,
    ...cleanedPage(),
  });
}

/** Reports a page path as a config event (product §4), once the tag is loaded, cleaned. */
export function trackPageView(path: string) {
  if (!loaded || !measurementId) return;
  gtag('config', measurementId, cleanedPage(path));
}

export function analyticsLoaded(): boolean {
  return loaded;
}
