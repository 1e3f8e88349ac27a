import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@catania/shared/api/edge-headers';
import { apartmentAliases } from '@catania/shared/config/apartments';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@catania/shared/config/locales';
import {
  APARTMENT_PATH_PREFIXES,
  APP_ONLY_PAGES,
  apartmentPagePath,
  appShellFile,
  notFoundFile,
  PRERENDERED_PAGES,
  pageFile,
  STORED_CONTENT_PAGES,
} from '@catania/shared/config/site-pages';
import { ADMIN_CSRF_HEADER } from '@catania/shared/schemas/admin';

/**
 * The edge, defined once (product §10, the edge; docs/decisions/0009-the-edge-defined-once.md):
 * what CloudFront does with every request, as plain data and code with no CDK in it, so that
 * `edge.ts` deploys it and the local gateway (scripts/src/local/gateway.ts) applies the very same
 * function code and headers to every request of `npm start` and of the tests.
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

// ---- Routing: the viewer-request and viewer-response functions -----------------------------

/** File types the site serves; any other extension is not a file of ours and gets the 404 page. */
export const FILE_TYPES = [
  'js',
  'css',
  'webp',
  'avif',
  'png',
  'jpg',
  'jpeg',
  'svg',
  'ico',
  'woff2',
  'txt',
  'xml',
  'webmanifest',
];

/**
 * Object metadata (`x-amz-meta-edge-status` on the 404 page's object) that the viewer-response
 * function turns into the response status. A custom error response cannot do it: CloudFront
 * applies those to every behaviour, and would replace the API's own JSON 404s and 403s.
 */
export const STATUS_METADATA = 'edge-status';

const json = (value: unknown) => JSON.stringify(value);
const appExact = APP_ONLY_PAGES.filter((p) => !p.endsWith('/*'));
const appPrefixes = APP_ONLY_PAGES.filter((p) => p.endsWith('/*')).map((p) => p.slice(0, -1));

/**
 * The viewer-request function of the site's default behaviour (CloudFront Functions, JS 2.0,
 * written in plain ES5 as its runtime expects). In order:
 * - a file type of ours passes through (a missing file is S3's 404); `.html` redirects to the
 *   clean path; any other extension is the 404 page;
 * - a prerendered page gets its HTML file (trailing slashes ignored, the query string kept);
 * - an app-only page gets the app shell;
 * - an apartment named by an alias redirects (301) to its canonical page, in the path's language;
 * - a path that differs from one of these only in case redirects to it;
 * - anything else gets the 404 page of the path's language (`/en/...` the English one; status
 *   404, set by the viewer-response function).
 */
export const VIEWER_REQUEST_CODE = `var PAGES = ${json(Object.fromEntries(PRERENDERED_PAGES.map((p) => [p, `/${pageFile(p)}`])))};
var APP_PAGES = ${json(Object.fromEntries(appExact.map((p) => [p, true])))};
var APP_PREFIXES = ${json(appPrefixes)};
var APARTMENT_PREFIXES = ${json(APARTMENT_PATH_PREFIXES)};
var APARTMENTS = ${json(Object.fromEntries(apartmentAliases().map(([alias, id]) => [alias, apartmentPagePath(id)])))};
var LANGUAGES = ${json(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))};
var FILE_TYPES = ${json(Object.fromEntries(FILE_TYPES.map((t) => [t, true])))};
var APP_SHELL = ${json(Object.fromEntries(LOCALES.map((locale) => [localizedPath('/', locale), `/${appShellFile(locale)}`])))};
var NOT_FOUND = ${json(Object.fromEntries(LOCALES.map((locale) => [localizedPath('/', locale), `/${notFoundFile(locale)}`])))};

function has(map, key) {
  return Object.prototype.hasOwnProperty.call(map, key);
}

function query(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue || [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function redirect(path, request) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: path + query(request.querystring) } }
  };
}

function serve(file, request) {
  request.uri = file;
  return request;
}

/** The path's language prefix ('/en'), or '/' for Italian. */
function languageOf(path) {
  for (var i = 0; i < LANGUAGES.length; i++) {
    var prefix = '/' + LANGUAGES[i];
    if (path === prefix || path.indexOf(prefix + '/') === 0) return prefix;
  }
  return '/';
}

function lastSegment(path, prefix) {
  if (path.indexOf(prefix) !== 0) return null;
  var rest = path.substring(prefix.length);
  return rest !== '' && rest.indexOf('/') === -1 ? rest : null;
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var name = uri.substring(uri.lastIndexOf('/') + 1);
  var dot = name.lastIndexOf('.');
  if (dot !== -1) {
    var type = name.substring(dot + 1).toLowerCase();
    if (type === 'html') {
      var clean = uri.substring(0, uri.length - 5);
      return redirect(/\\/index$/i.test(clean) ? clean.substring(0, clean.length - 5) || '/' : clean, request);
    }
    return has(FILE_TYPES, type) ? request : serve(NOT_FOUND[languageOf(uri.toLowerCase())], request);
  }
  var path = uri.replace(/\\/+$/, '') || '/';
  var key = path.toLowerCase();
  if (has(PAGES, key)) return key === path ? serve(PAGES[key], request) : redirect(key, request);
  if (has(APP_PAGES, key)) return key === path ? serve(APP_SHELL[languageOf(key)], request) : redirect(key, request);
  var i, alias;
  for (i = 0; i < APP_PREFIXES.length; i++) {
    if (lastSegment(key, APP_PREFIXES[i]) !== null) {
      return path.indexOf(APP_PREFIXES[i]) === 0
        ? serve(APP_SHELL[languageOf(key)], request)
        : redirect(APP_PREFIXES[i] + path.substring(APP_PREFIXES[i].length), request);
    }
  }
  for (i = 0; i < APARTMENT_PREFIXES.length; i++) {
    alias = lastSegment(key, APARTMENT_PREFIXES[i]);
    if (alias !== null && has(APARTMENTS, alias)) {
      var language = languageOf(key);
      return redirect((language === '/' ? '' : language) + APARTMENTS[alias], request);
    }
  }
  return serve(NOT_FOUND[languageOf(key)], request);
}`;

/**
 * The viewer-response function of the site's default behaviour: an object that carries a status
 * in its metadata (the 404 page) is answered with that status; the metadata stays private.
 */
export const VIEWER_RESPONSE_CODE = `var STATUS_HEADER = ${json(`x-amz-meta-${STATUS_METADATA}`)};
var STATUS_TEXT = { 404: 'Not Found' };

function handler(event) {
  var response = event.response;
  var status = response.headers[STATUS_HEADER];
  if (status) {
    delete response.headers[STATUS_HEADER];
    var code = parseInt(status.value, 10);
    if (response.statusCode === 200 && STATUS_TEXT[code]) {
      response.statusCode = code;
      response.statusDescription = STATUS_TEXT[code];
    }
  }
  return response;
}`;

// ---- The site's files: uploads and their caching --------------------------------------------

/**
 * One upload of the built site per kind of file, each with its own Cache-Control (and metadata).
 * Filters work as `aws s3 sync`'s (which BucketDeployment runs): all files, then each `exclude`,
 * then each `include`, the last matching filter deciding; `*` matches across folders.
 * Every file of the build belongs to exactly one upload (a test checks it).
 */
export interface SiteFileRule {
  name: string;
  exclude: string[];
  include: string[];
  cacheControl: string;
  metadata: Record<string, string>;
  /** Delete objects of this kind that the new build no longer has. */
  prune: boolean;
  /**
   * Not uploaded from the build: written by the publish Lambda (functions/src/site) and the
   * deploy's render of the stored content, never uploaded nor pruned by a deploy's sync. The rule still tells the local bucket how to serve them.
   */
  published?: true;
}

/** Browsers ask again every time (cheap: ETag); CloudFront keeps it until the next deploy. */
const DOCUMENT = 'public, max-age=0, s-maxage=31536000, must-revalidate';
/**
 * The owner's photos uploaded from the panel (functions/src/site/photos.ts): new names for new
 * photos, so they never change; no deploy touches them (each build's images are its own folders).
 */
export const OWNER_IMAGES = 'images/uploads/*';
const IMAGES = [
  'images/apartments/*',
  'images/catania/*',
  'images/hero/*',
  'images/fallback*',
  'favicon.svg',
  'apple-touch-icon.png',
];
/**
 * Build outputs that are not part of the site: the manifest for tools, and the precompressed
 * copies that stand in for CloudFront's own compression locally. Left out of the uploaded asset.
 */
export const NOT_SITE = ['.vite/*', '*.br', '*.gz'];

/** The pages made from the owner's published content (STORED_CONTENT_PAGES), as files. */
const STORED_CONTENT_FILES = STORED_CONTENT_PAGES.map(pageFile);

export const SITE_FILES: SiteFileRule[] = [
  {
    // Hashed names never change content; old ones stay so a page loaded before a deploy still
    // finds its chunks.
    name: 'Assets',
    exclude: ['*'],
    include: ['assets/*'],
    cacheControl: 'public, max-age=31536000, immutable',
    metadata: {},
    prune: false,
  },
  {
    // Same name, new photo when the owner replaces one: a day, then revalidated.
    name: 'Images',
    exclude: ['*'],
    include: IMAGES,
    cacheControl: 'public, max-age=86400, must-revalidate',
    metadata: {},
    prune: true,
  },
  {
    name: 'NotFoundPage',
    exclude: ['*'],
    include: LOCALES.map(notFoundFile),
    cacheControl: DOCUMENT,
    metadata: { [STATUS_METADATA]: '404' },
    prune: true,
  },
  {
    // Pages, the app shell, robots.txt, the sitemap and the manifest.
    name: 'Pages',
    exclude: [
      'assets/*',
      ...IMAGES,
      OWNER_IMAGES,
      ...LOCALES.map(notFoundFile),
      ...STORED_CONTENT_FILES,
      ...NOT_SITE,
    ],
    include: [],
    cacheControl: DOCUMENT,
    metadata: {},
    prune: true,
  },
  {
    name: 'OwnerImages',
    exclude: ['*'],
    include: [OWNER_IMAGES],
    cacheControl: 'public, max-age=31536000, immutable',
    metadata: {},
    prune: false,
    published: true,
  },
  {
    // Rendered from the stored content by every deploy, after this upload (docs/decisions/0019):
    // the build's copies, from the repository's seed, would put back what the owner replaced.
    name: 'StoredContentPages',
    exclude: ['*'],
    include: STORED_CONTENT_FILES,
    cacheControl: DOCUMENT,
    metadata: {},
    prune: false,
    published: true,
  },
];

/**
 * A wildcard pattern as both CloudFront's path patterns and `aws s3 sync`'s filters read it:
 * `*` matches any characters, `/` included; everything else literally.
 */
export function wildcard(pattern: string): RegExp {
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}

/** Whether `aws s3 sync`'s filters let `key` through (see SiteFileRule). */
export function admits(rule: Pick<SiteFileRule, 'exclude' | 'include'>, key: string): boolean {
  const matches = (pattern: string) => wildcard(pattern).test(key);
  let admitted = true;
  for (const pattern of rule.exclude) if (matches(pattern)) admitted = false;
  for (const pattern of rule.include) if (matches(pattern)) admitted = true;
  return admitted;
}

/** The upload a file of the build goes into (`undefined`: it is not uploaded). */
export function siteFileRule(key: string, rules = SITE_FILES): SiteFileRule | undefined {
  if (NOT_SITE.some((pattern) => admits({ exclude: ['*'], include: [pattern] }, key))) {
    return undefined;
  }
  return rules.find((rule) => admits(rule, key));
}

// ---- The owner's uploads ---------------------------------------------------------------------

/**
 * The owner's photo uploads: a PUT with a presigned S3 query, sent to the site's own origin and
 * forwarded to the private uploads bucket (functions/src/site/site-storage.ts), so the admin page
 * needs no other `connect-src` and the bucket no CORS.
 */
export const UPLOADS_PATH_PATTERN = '/uploads/*';

// ---- The API behaviour --------------------------------------------------------------------

/**
 * The viewer headers CloudFront passes to the API (with every cookie and the query string), and
 * the viewer's address, which CloudFront adds: only what the handlers read, so a viewer cannot
 * hand the API any other header. Host is the API's own (API Gateway requires it).
 */
export const API_FORWARDED_HEADERS = [
  'content-type',
  'user-agent',
  'stripe-signature',
  ADMIN_CSRF_HEADER,
  VIEWER_ADDRESS_HEADER,
];

// ---- The edge as applied: what the gateway runs and what a template deploys ------------------

export interface EdgeConfig {
  /** The functions of the site's default behaviour. */
  viewerRequestCode: string;
  viewerResponseCode: string;
  /** Path patterns served straight from the bucket, without the functions. */
  staticPathPatterns: string[];
  /** What the response headers policy adds to every response (lower-case names). */
  responseHeaders: Record<string, string>;
  api: {
    pathPattern: string;
    forwardedHeaders: string[];
    /** Headers CloudFront adds to each request to the API (their values are secrets). */
    originHeaders: string[];
  };
  siteFiles: SiteFileRule[];
}

/** The edge as this module defines it: what `npm start` and the tests apply. */
export const siteEdge: EdgeConfig = {
  viewerRequestCode: VIEWER_REQUEST_CODE,
  viewerResponseCode: VIEWER_RESPONSE_CODE,
  staticPathPatterns: ['/assets/*'],
  responseHeaders: policyHeaders(RESPONSE_HEADERS),
  api: {
    pathPattern: '/api/*',
    forwardedHeaders: API_FORWARDED_HEADERS,
    originHeaders: [ORIGIN_VERIFY_HEADER],
  },
  siteFiles: SITE_FILES,
};
