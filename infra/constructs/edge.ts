import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  type Distribution,
  FunctionCode,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import {
  API_FORWARDED_HEADERS,
  NOT_SITE,
  RESPONSE_HEADERS,
  SITE_FILES,
  VIEWER_REQUEST_CODE,
  VIEWER_RESPONSE_CODE,
} from './edge-definition';

/**
 * The CDK side of the edge: deploys what `edge-definition.ts` defines (the same function code,
 * headers, forwarded headers and upload rules that the local gateway applies).
 */

/** The viewer-request and viewer-response functions of the site's default behaviour. */
export function siteFunctions(scope: Construct) {
  return {
    request: new CloudFrontFunction(scope, 'SiteRequest', {
      comment: 'Routing: page HTML, app shell, alias redirects, 404 page',
      code: FunctionCode.fromInline(VIEWER_REQUEST_CODE),
      runtime: FunctionRuntime.JS_2_0,
    }),
    response: new CloudFrontFunction(scope, 'SiteResponse', {
      comment: 'Answers the 404 page with status 404',
      code: FunctionCode.fromInline(VIEWER_RESPONSE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    }),
  };
}

/** Security headers on every response, the API's included; CloudFront's values win. */
export function securityHeadersPolicy(scope: Construct, id: string, comment: string) {
  const h = RESPONSE_HEADERS;
  return new ResponseHeadersPolicy(scope, id, {
    comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: h.contentSecurityPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(h.strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: h.strictTransportSecurity.includeSubdomains,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption[h.frameOptions], override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: Object.entries(h.custom).map(([header, value]) => ({
        header,
        value,
        override: true,
      })),
    },
  });
}

/**
 * The site's files (pages, assets, images) are cached as their objects say: the Cache-Control
 * of each upload (SITE_FILES) reaches the browser, and `s-maxage` keeps pages at the edge until
 * the next deploy invalidates them. The cache key is the path alone.
 */
export function siteCachePolicy(scope: Construct) {
  return new CachePolicy(scope, 'SiteCachePolicy', {
    comment: 'Site files: as long as their Cache-Control says; path-only cache key',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.days(365),
    queryStringBehavior: CacheQueryStringBehavior.none(),
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/**
 * The API is never cached unless a route's response says it may be (the http kit sends
 * `no-store` by default): TTL 0 without a Cache-Control; the query string is in the key.
 */
export function apiCachePolicy(scope: Construct) {
  return new CachePolicy(scope, 'ApiCachePolicy', {
    comment: 'API: cached only where a route says so (Cache-Control); else never',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/** What reaches the API: the headers its handlers read, every cookie, the query string. */
export function apiOriginRequestPolicy(scope: Construct) {
  return new OriginRequestPolicy(scope, 'ApiOriginRequestPolicy', {
    comment: 'API: the headers the handlers read, the viewer address, cookies, query string',
    headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
    cookieBehavior: OriginRequestCookieBehavior.all(),
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
  });
}

/**
 * The secret CloudFront sends to the API in the origin-verify header. Generated here, never in
 * the template (CloudFront gets it through a dynamic reference, the functions read it at run
 * time); rotated by the operator (docs/operations.md: the API accepts the current and the
 * previous value while CloudFront takes the new one).
 */
export function originVerifySecret(scope: Construct, name: string) {
  const secret = new Secret(scope, 'OriginVerifySecret', {
    secretName: `${name}/origin-verify`,
    description: 'Value of the x-origin-verify header CloudFront adds to every /api request',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason:
      'Rotated by the operator in two steps (new value, then a deploy so CloudFront sends it; docs/operations.md): CloudFront reads the value only when the distribution is updated, so a scheduled rotation alone would lock CloudFront out.',
  });
  return secret;
}

/**
 * What identifies a web build: its client manifest (every chunk's hashed name) and its page
 * renderer (the SSR bundle), so any change to what a page is rendered from changes it.
 */
export function webBuildHash(webDist: string): string {
  const hash = createHash('sha256');
  for (const file of [
    path.join(webDist, '.vite/manifest.json'),
    path.join(webDist, '../dist-ssr/entry-server.js'),
  ]) {
    hash.update(existsSync(file) ? readFileSync(file) : `missing ${path.basename(file)}`);
  }
  return hash.digest('hex');
}

/**
 * Uploads the built site, one BucketDeployment per rule of SITE_FILES with its Cache-Control
 * and metadata; the hashed assets first, so a new page never points at a missing chunk. The last
 * upload invalidates the whole distribution: pages are cached at the edge until a deploy.
 */
export function deploySiteFiles(
  scope: Construct,
  props: { bucket: IBucket; webDist: string; distribution: Distribution },
): BucketDeployment[] {
  const source = Source.asset(props.webDist, { exclude: NOT_SITE });
  const deployments: BucketDeployment[] = [];
  const built = SITE_FILES.filter((rule) => !rule.published);
  for (const [index, rule] of built.entries()) {
    const last = index === built.length - 1;
    const deployment = new BucketDeployment(scope, `Deploy${rule.name}`, {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: rule.exclude,
      include: rule.include,
      prune: rule.prune,
      cacheControl: [CacheControl.fromString(rule.cacheControl)],
      metadata: rule.metadata,
      memoryLimit: 512,
      ...(last ? { distribution: props.distribution, distributionPaths: ['/*'] } : {}),
    });
    // Assets first; the invalidation once every upload is done.
    for (const earlier of last ? deployments : deployments.slice(0, 1)) {
      deployment.node.addDependency(earlier);
    }
    deployments.push(deployment);
  }
  return deployments;
}
