/**
 * The response headers of the edge (docs/decisions/0009-the-edge-defined-once.md): the
 * Content-Security-Policy and the other headers one response headers policy adds to every
 * behaviour. Part of the edge's definition (edge-definition.ts), plain data with no CDK in it.
 */

// ---- Content-Security-Policy ---------------------------------------------------------------

/**
 * Only what the site uses, everything else refused (`default-src 'none'`):
 * - scripts from the site itself (no inline script: the build moves every script into a file,
 *   and JSON data sits in non-executed `application/json` elements), plus Google's tag, loaded
 *   only after consent, with the hosts Google documents for GA4 under a CSP (scripts from
 *   googletagmanager; beacons and calls to google-analytics / analytics.google);
 * - styles from the site; inline styles too, because the accessible dialog primitives (Radix,
 *   react-remove-scroll) inject a `<style>` element with computed values, which no hash can cover;
 * - the map frame of the apartment page: OpenStreetMap's embed, that page exactly;
 * - the web manifest; forms post only to the site; no `<base>`, no plugins, never framed.
 * No `upgrade-insecure-requests`: every source is the site (HTTPS-only behind HSTS) or https:.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'self'", 'https://*.googletagmanager.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    "'self'",
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  'frame-src': ['https://www.openstreetmap.org/export/embed.html'],
  'manifest-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** CloudFront refuses a response headers policy whose CSP is longer (TooLongCSPInResponseHeadersPolicy). */
export const CSP_MAX_LENGTH = 1783;

export const contentSecurityPolicy = Object.entries(CSP_DIRECTIVES)
  .map(([directive, sources]) => [directive, ...sources].join(' '))
  .join('; ');

if (contentSecurityPolicy.length > CSP_MAX_LENGTH) {
  throw new Error(
    `The Content-Security-Policy is ${contentSecurityPolicy.length} characters; CloudFront takes at most ${CSP_MAX_LENGTH}.`,
  );
}

// ---- Response headers (one policy for every behaviour, the API's included) ------------------

/** The response headers policy; each value replaces whatever the origin sent. */
export const RESPONSE_HEADERS = {
  strictTransportSecurity: { maxAgeSeconds: 2 * 365 * 86_400, includeSubdomains: true },
  contentSecurityPolicy,
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  custom: {
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // The site opens no window that needs a handle back to it (Stripe is a full redirect).
    'Cross-Origin-Opener-Policy': 'same-origin',
  },
} as const;

/** The headers a viewer receives from the policy, by lower-case name. */
export function policyHeaders(policy: typeof RESPONSE_HEADERS): Record<string, string> {
  const hsts = policy.strictTransportSecurity;
  return {
    'strict-transport-security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}`,
    'content-security-policy': policy.contentSecurityPolicy,
    'x-content-type-options': policy.contentTypeOptions,
    'x-frame-options': policy.frameOptions,
    'referrer-policy': policy.referrerPolicy,
    ...Object.fromEntries(
      Object.entries(policy.custom).map(([name, value]) => [name.toLowerCase(), value]),
    ),
  };
}
