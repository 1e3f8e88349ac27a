import { Duration } from 'aws-cdk-lib';
import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * The Content-Security-Policy of the whole site: only what it uses.
 * - scripts, styles, fonts, images and API calls from its own origin;
 * - Google tag (gtag.js) and Analytics 4, loaded only after consent, with the hosts Google documents
 *   for GA4 under a CSP (script from googletagmanager; beacons to google-analytics/analytics.google);
 * - the map frame on the apartment page: the OpenStreetMap embed the web app uses, and Google Maps'
 *   embed (`/maps` exactly and everything under it) should the page switch to it;
 * - form posts to itself and to Stripe Checkout, where the booking flow redirects to pay;
 * - images also as data: URIs (inline SVG placeholders);
 * - style-src allows inline styles: the accessible dialog primitives (Radix, react-remove-scroll)
 *   inject a small <style> element; scripts stay strictly same-origin plus Google's tag.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'", 'https://www.googletagmanager.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': [
    "'self'",
    'data:',
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
  ],
  'font-src': ["'self'"],
  'connect-src': [
    "'self'",
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  'frame-src': [
    'https://www.openstreetmap.org/export/embed.html',
    'https://www.google.com/maps',
    'https://www.google.com/maps/',
  ],
  'form-action': ["'self'", 'https://checkout.stripe.com'],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
};

export const contentSecurityPolicy = Object.entries(CSP_DIRECTIVES)
  .map(([directive, sources]) => [directive, ...sources].join(' '))
  .join('; ');

/** Security headers on every response, the API's included; CloudFront's values win. */
export function securityHeadersPolicy(scope: Construct, id: string, comment: string) {
  return new ResponseHeadersPolicy(scope, id, {
    comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        {
          header: 'Permissions-Policy',
          value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
          override: true,
        },
      ],
    },
  });
}

/**
 * Viewer-request rewrite for the single-page app: a path whose last segment has no file
 * extension is an app route (`/appartamenti/appartamento-1`, `/admin`) and gets `/index.html`;
 * anything with an extension is a file and keeps its path, so a missing asset is a real 404
 * (the origin may list the bucket, so S3 answers 404 rather than 403).
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export function spaRewriteFunction(scope: Construct, id: string) {
  return new CloudFrontFunction(scope, id, {
    comment: 'SPA: extension-less paths get /index.html; files keep their path (real 404s)',
    code: FunctionCode.fromInline(SPA_REWRITE_CODE),
    runtime: FunctionRuntime.JS_2_0,
  });
}
