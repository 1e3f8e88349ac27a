import { ORIGIN_VERIFY_HEADER } from '@catania/shared/api/edge-headers';
import { Duration, type Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import {
  apiCachePolicy,
  apiOriginRequestPolicy,
  originVerifySecret,
  securityHeadersPolicy,
  siteCachePolicy,
  siteFunctions,
} from '../constructs/edge';
import { UPLOADS_PATH_PATTERN } from '../constructs/edge-definition';
import type { AppConfig } from '../src/config';

/**
 * The web stack's CloudFront distribution (web-stack.ts): the edge of
 * infra/constructs/edge-definition.ts in front of the site bucket, the owner's uploads and the
 * HTTP API, and the site's DNS names. Made in the stack's own scope, so each resource keeps its
 * logical id.
 */

export interface SiteDistributionProps {
  config: AppConfig;
  httpApi: HttpApi;
  siteBucket: Bucket;
  uploadsBucket: Bucket;
  logsBucket?: Bucket;
  /** As the web stack is given them (WebStackProps). */
  certificate?: ICertificate;
  webAclArn?: string;
}

/**
 * The distribution and the origin-verify secret it sends to the API: the site's files from the
 * private bucket through the edge's functions, `/assets/*` straight, `/uploads/*` to the uploads
 * bucket, `/api/*` to the HTTP API.
 */
export function siteDistribution(
  stack: Stack,
  {
    config,
    httpApi,
    siteBucket,
    uploadsBucket,
    logsBucket,
    certificate,
    webAclArn,
  }: SiteDistributionProps,
) {
  const siteOrigin = S3BucketOrigin.withOriginAccessControl(siteBucket, {
    // LIST lets S3 answer 404 (not 403) for a missing file: real 404s for missing assets.
    originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
  });
  const verifySecret = originVerifySecret(stack, config.name);
  const apiOrigin = new HttpOrigin(
    `${httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`,
    {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
      // A dynamic reference: resolved by CloudFormation at deploy time, never in the template.
      customHeaders: {
        [ORIGIN_VERIFY_HEADER]: verifySecret.secretValue.unsafeUnwrap(),
      },
    },
  );
  const headers = securityHeadersPolicy(
    stack,
    'SecurityHeaders',
    `${config.name}: HSTS, CSP, nosniff, referrer policy, frame-ancestors none`,
  );
  const siteCache = siteCachePolicy(stack);
  const routing = siteFunctions(stack);

  const siteCertificate =
    certificate ??
    (config.certificateArn
      ? Certificate.fromCertificateArn(stack, 'Certificate', config.certificateArn)
      : undefined);

  const distribution = new Distribution(stack, 'Distribution', {
    // The rotation label changes the distribution, so a deploy makes CloudFront read the
    // origin-verify secret again (docs/operations.md: rotating it).
    comment: `${config.name}: site and /api (origin-verify rotation ${config.originVerifyRotation})`,
    defaultRootObject: 'index.html',
    httpVersion: HttpVersion.HTTP2_AND_3,
    // Europe and North America edges: the guests are there, and it is the cheapest class.
    priceClass: PriceClass.PRICE_CLASS_100,
    // Only with a certificate of our own: the default *.cloudfront.net one has a fixed policy.
    minimumProtocolVersion: siteCertificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
    domainNames: config.domainName ? [config.domainName] : undefined,
    certificate: siteCertificate,
    webAclId: webAclArn,
    enableLogging: Boolean(logsBucket),
    logBucket: logsBucket,
    logFilePrefix: logsBucket ? 'cloudfront/' : undefined,
    defaultBehavior: {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: siteCache,
      responseHeadersPolicy: headers,
      compress: true,
      functionAssociations: [
        { function: routing.request, eventType: FunctionEventType.VIEWER_REQUEST },
        { function: routing.response, eventType: FunctionEventType.VIEWER_RESPONSE },
      ],
    },
    additionalBehaviors: {
      // Hashed files, straight from the bucket: no routing to run.
      '/assets/*': {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: siteCache,
        responseHeadersPolicy: headers,
        compress: true,
      },
      // The owner's photo uploads: a presigned PUT on the site's own origin, passed to the
      // private uploads bucket with its query (the signature) and headers; the bucket checks
      // the signature, for exactly the type and size the API signed (functions/src/site).
      [UPLOADS_PATH_PATTERN]: {
        origin: new HttpOrigin(uploadsBucket.bucketRegionalDomainName, {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: headers,
      },
      // The API on the same origin (the admin cookie just works), with the origin-verify
      // header and the viewer's address (the sign-in rate limit keys on it).
      '/api/*': {
        origin: apiOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: apiCachePolicy(stack),
        originRequestPolicy: apiOriginRequestPolicy(stack),
        responseHeadersPolicy: headers,
        compress: true,
      },
    },
  });

  Validations.of(distribution).acknowledge(
    {
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'LIST is granted on purpose so a missing file is a 404, not a 403; defaultRootObject is set, so the bucket listing is never served for /.',
    },
    {
      id: 'AwsSolutions-CFR7',
      reason:
        "The /uploads/* behaviour reaches the private uploads bucket without origin access control on purpose: the browser's PUT carries an S3 presigned signature (made by the API for one key, type and size), which S3 checks; CloudFront signing the request would replace it. The site bucket itself is behind OAC.",
    },
    {
      id: 'AwsSolutions-CFR1',
      reason: 'Guests book from anywhere in the world: no geo restriction.',
    },
  );
  if (!webAclArn) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'This stage goes without the WAF web ACL (firewall: false) to save its monthly cost; the application still limits every costly route per address.',
    });
  }
  if (!siteCertificate) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be chosen; with -c domainName and certificateArn the distribution requires TLSv1.2_2021.',
    });
  }
  return { distribution, originVerifySecret: verifySecret };
}

/** The site's domain, with the configured hosted zone: its A and AAAA alias records. */
export function siteAliasRecords(stack: Stack, config: AppConfig, distribution: Distribution) {
  if (config.hostedZoneId && config.hostedZoneName && config.domainName) {
    const zone = HostedZone.fromHostedZoneAttributes(stack, 'Zone', {
      hostedZoneId: config.hostedZoneId,
      zoneName: config.hostedZoneName,
    });
    const target = RecordTarget.fromAlias(new CloudFrontTarget(distribution));
    new ARecord(stack, 'SiteAlias', { zone, recordName: config.domainName, target });
    new AaaaRecord(stack, 'SiteAliasIpv6', { zone, recordName: config.domainName, target });
  }
}
