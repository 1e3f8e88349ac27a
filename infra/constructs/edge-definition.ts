import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@catania/shared/api/edge-headers';
import { ADMIN_CSRF_HEADER } from '@catania/shared/schemas/admin';
import { VIEWER_REQUEST_CODE, VIEWER_RESPONSE_CODE } from './edge-functions';
import { policyHeaders, RESPONSE_HEADERS } from './edge-response-headers';
import { SITE_FILES, type SiteFileRule } from './edge-site-files';

/**
 * The edge, defined once (product §10, the edge; docs/decisions/0009-the-edge-defined-once.md):
 * what CloudFront does with every request, as plain data and code with no CDK in it, so that
 * `edge.ts` deploys it and the local gateway (scripts/src/local/gateway.ts) applies the very same
 * function code and headers to every request of `npm start` and of the tests.
 *
 * Its parts live beside it, each exported from here too: the viewer-request and viewer-response
 * functions (edge-functions.ts), the response headers and their CSP (edge-response-headers.ts),
 * the site's files and their caching (edge-site-files.ts). The owner's uploads, the API behaviour
 * and the edge as a whole are below.
 */

export {
  FILE_TYPES,
  STATUS_METADATA,
  VIEWER_REQUEST_CODE,
  VIEWER_RESPONSE_CODE,
} from './edge-functions';
export {
  CSP_DIRECTIVES,
  CSP_MAX_LENGTH,
  contentSecurityPolicy,
  policyHeaders,
  RESPONSE_HEADERS,
} from './edge-response-headers';
export {
  admits,
  NOT_SITE,
  OWNER_IMAGES,
  SITE_FILES,
  type SiteFileRule,
  siteFileRule,
  wildcard,
} from './edge-site-files';

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
