/**
 * The Google tag itself, loaded once the visitor accepts analytics (analytics.ts, which sets up
 * `window.gtag`): the script, its configuration and the page views, each page as analytics may
 * see it.
 */

const gtag = (...args: unknown[]) => window.gtag?.(...args);

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

export function loadTag(measurementId: string) {
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

export function trackPageView(measurementId: string, path: string) {
  gtag('config', measurementId, cleanedPage(path));
}
