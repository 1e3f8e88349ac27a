import { existsSync } from 'node:fs';
import path from 'node:path';
import { ORIGIN_VERIFY_HEADER } from '@catania/shared/api/edge-headers';
import { pageFile, STORED_CONTENT_PAGES } from '@catania/shared/config/site-pages';
import {
  Annotations,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import { AccessLogFormat, AccessLogField as F } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
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
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import {
  apiCachePolicy,
  apiOriginRequestPolicy,
  deploySiteFiles,
  originVerifySecret,
  securityHeadersPolicy,
  siteCachePolicy,
  siteFunctions,
  webBuildHash,
} from '../constructs/edge';
import { UPLOADS_PATH_PATTERN } from '../constructs/edge-definition';
import type { AppConfig } from '../src/config';
import type { SiteAccess } from '../src/functions';
import { repoRoot } from '../src/functions';
import { acknowledgeCdkInternals } from '../src/nag';

export interface WebStackProps extends StackProps {
  config: AppConfig;
  /** The site's certificate from the us-east-1 certificate stack; else `config.certificateArn`. */
  certificate?: ICertificate;
  /** The WAF web ACL from the us-east-1 firewall stack, unless the stage goes without. */
  webAclArn?: string;
}

/**
 * Everything the browser talks to, on one domain: CloudFront in front of the private site bucket
 * and of the HTTP API endpoint (`/api/*`), the API's stage with its throttling and access logs,
 * and the built web app. The API's routes and functions live in the api stack, which adds them to
 * this endpoint: the functions need the site URL and CloudFront needs the API's domain, and this
 * split gives both with a single `cdk deploy` (docs/decisions/0004-aws-stacks.md).
 */
export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  /** The site's files: the build's, and what the owner publishes from the panel. */
  readonly siteBucket: Bucket;
  /**
   * The hash of the web build this deploy uploads (none without a build): the API stack renders
   * the pages made from the stored content again whenever it changes (docs/decisions/0019).
   */
  readonly webBuild?: string;
  /** The owner's original photos, from the browser's presigned PUT until the photo Lambda reads them. */
  readonly uploadsBucket: Bucket;
  /**
   * What the functions of the owner's photos and publishing may do with the buckets and the
   * distribution (functions/src/site), one policy per kind of access: the api stack attaches
   * them to the functions that need them (infra/src/functions.ts, SITE_FUNCTIONS).
   */
  readonly sitePolicies: Record<keyof SiteAccess, ManagedPolicy>;
  readonly distribution: Distribution;
  /** The value CloudFront sends in the origin-verify header; the API functions read it. */
  readonly originVerifySecret: ISecret;
  /** `https://<domain>` of the site: the custom domain, else CloudFront's. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    // ---- HTTP API endpoint: routes are added by the api stack --------------------------------
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${config.name}-api`,
      description: 'Catania apartments: every /api/* route, one Lambda each',
      createDefaultStage: false,
    });
    const apiAccessLogs = new LogGroup(this, 'ApiAccessLogs', {
      retention: config.logRetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'ApiStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(apiAccessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: F.contextRequestId(),
            ip: F.contextIdentitySourceIp(),
            time: F.contextRequestTime(),
            method: F.contextHttpMethod(),
            path: F.contextPath(),
            status: F.contextStatus(),
            latency: F.contextResponseLatency(),
            integrationStatus: F.contextIntegrationStatus(),
            error: F.contextErrorMessage(),
          }),
        ),
      },
    });

    // ---- Buckets -------------------------------------------------------------------------
    const logsBucket = config.accessLogs
      ? new Bucket(this, 'LogsBucket', {
          blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
          encryption: BucketEncryption.S3_MANAGED,
          enforceSSL: true,
          // CloudFront standard logs are written with an ACL.
          objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
          // Access logs hold IP addresses: kept 90 days, then gone.
          lifecycleRules: [{ expiration: Duration.days(90) }],
          removalPolicy: RemovalPolicy.RETAIN,
        })
      : undefined;
    if (logsBucket) {
      Validations.of(logsBucket).acknowledge({
        id: 'AwsSolutions-S1',
        reason: 'This is the access-log bucket itself; logging it into itself would loop.',
      });
    }

    const siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: logsBucket ? 's3-site/' : undefined,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.siteBucket = siteBucket;
    // Originals (with their EXIF, location included) live minutes: the photo Lambda deletes each
    // once its sizes are made; one that was never processed is gone the next day.
    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: logsBucket ? 's3-uploads/' : undefined,
      lifecycleRules: [
        { expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });
    if (!logsBucket) {
      for (const bucket of [siteBucket, this.uploadsBucket]) {
        Validations.of(bucket).acknowledge({
          id: 'AwsSolutions-S1',
          reason: 'Access logs turned off by the operator (context accessLogs=false).',
        });
      }
    }

    // ---- CloudFront: the edge of infra/constructs/edge-definition.ts --------------------------
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(siteBucket, {
      // LIST lets S3 answer 404 (not 403) for a missing file: real 404s for missing assets.
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    this.originVerifySecret = originVerifySecret(this, config.name);
    const apiOrigin = new HttpOrigin(
      `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        readTimeout: Duration.seconds(30),
        // A dynamic reference: resolved by CloudFormation at deploy time, never in the template.
        customHeaders: {
          [ORIGIN_VERIFY_HEADER]: this.originVerifySecret.secretValue.unsafeUnwrap(),
        },
      },
    );
    const headers = securityHeadersPolicy(
      this,
      'SecurityHeaders',
      `${config.name}: HSTS, CSP, nosniff, referrer policy, frame-ancestors none`,
    );
    const siteCache = siteCachePolicy(this);
    const routing = siteFunctions(this);

    const certificate =
      props.certificate ??
      (config.certificateArn
        ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
        : undefined);

    this.distribution = new Distribution(this, 'Distribution', {
      // The rotation label changes the distribution, so a deploy makes CloudFront read the
      // origin-verify secret again (docs/operations.md: rotating it).
      comment: `${config.name}: site and /api (origin-verify rotation ${config.originVerifyRotation})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Europe and North America edges: the guests are there, and it is the cheapest class.
      priceClass: PriceClass.PRICE_CLASS_100,
      // Only with a certificate of our own: the default *.cloudfront.net one has a fixed policy.
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate,
      webAclId: props.webAclArn,
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
          origin: new HttpOrigin(this.uploadsBucket.bucketRegionalDomainName, {
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
          cachePolicy: apiCachePolicy(this),
          originRequestPolicy: apiOriginRequestPolicy(this),
          responseHeadersPolicy: headers,
          compress: true,
        },
      },
    });
    this.siteUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;
    this.sitePolicies = this.ownerContentPolicies(siteBucket);

    Validations.of(this.distribution).acknowledge(
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
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'This stage goes without the WAF web ACL (firewall: false) to save its monthly cost; the application still limits every costly route per address.',
      });
    }
    if (!certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be chosen; with -c domainName and certificateArn the distribution requires TLSv1.2_2021.',
      });
    }

    if (config.hostedZoneId && config.hostedZoneName && config.domainName) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: config.hostedZoneId,
        zoneName: config.hostedZoneName,
      });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      new ARecord(this, 'SiteAlias', { zone, recordName: config.domainName, target });
      new AaaaRecord(this, 'SiteAliasIpv6', { zone, recordName: config.domainName, target });
    }

    // ---- The built web app -----------------------------------------------------------------
    const webDist = path.resolve(repoRoot, config.webDist);
    if (existsSync(path.join(webDist, 'index.html'))) {
      deploySiteFiles(this, { bucket: siteBucket, webDist, distribution: this.distribution });
      this.webBuild = webBuildHash(webDist);
      for (const child of this.node.children) {
        if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
          acknowledgeCdkInternals(
            child,
            'The upload handler of aws-cdk-lib BucketDeployment (runtime, managed policy and the s3:* wildcards on the CDK asset bucket and the site bucket are set by CDK); it runs only during deployments.',
          );
        }
      }
    } else if (config.requireWebBuild) {
      throw new Error(
        `${config.webDist}/index.html not found: build the web app first (npm run build --workspace @catania/web).`,
      );
    } else {
      Annotations.of(this).addWarningV2(
        'catania:noWebBuild',
        `${config.webDist} not found: this synth uploads no site files (the bucket keeps what it has). npm run deploy builds the web app first.`,
      );
    }

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl, description: 'The public site' });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
    new CfnOutput(this, 'ApiUrl', {
      value: `${this.siteUrl}/api`,
      description: 'The API, on the site domain',
    });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.httpApi.apiEndpoint,
      description: 'The HTTP API endpoint behind CloudFront (for diagnostics)',
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'OriginVerifySecretArn', {
      value: this.originVerifySecret.secretArn,
      description: 'The x-origin-verify value CloudFront sends to the API (docs/operations.md)',
    });
    new CfnOutput(this, 'SiteBucketName', { value: siteBucket.bucketName });
  }

  private ownerContentPolicies(siteBucket: Bucket): Record<keyof SiteAccess, ManagedPolicy> {
    const uploads = this.uploadsBucket.arnForObjects('uploads/*');
    const photos = siteBucket.arnForObjects('images/uploads/*');
    const policy = (id: string, description: string, statements: PolicyStatement[]) =>
      new ManagedPolicy(this, id, { description, statements });
    const signsUploads = policy('SignUploadsPolicy', "Sign the owner's photo uploads", [
      // The presigned PUT is signed with the function's role: it may put originals, nothing else.
      new PolicyStatement({ actions: ['s3:PutObject'], resources: [uploads] }),
    ]);
    const processesUploads = policy('ProcessUploadsPolicy', "Make the owner's photos", [
      new PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [uploads] }),
      // HeadObject of a missing original answers 404 (not 403) only with ListBucket.
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [this.uploadsBucket.bucketArn],
      }),
      new PolicyStatement({ actions: ['s3:PutObject'], resources: [photos] }),
    ]);
    const pages = STORED_CONTENT_PAGES.map((page) => siteBucket.arnForObjects(pageFile(page)));
    const publishes = policy('PublishPagesPolicy', 'Publish the apartment pages', [
      // Exactly the pages a publish renders, read first to put them back if a write fails.
      new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: pages }),
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [siteBucket.bucketArn] }),
      // The invalidation of those pages is granted with the route's `invalidatesEdge`.
    ]);
    // cdk-nag names the findings after the resources as it renders them.
    const arn = (bucket: Bucket) =>
      `<${this.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>`;
    Validations.of(signsUploads).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${arn(this.uploadsBucket)}/uploads/*]`,
      reason:
        'Originals are uploaded under uploads/<random id>: that prefix of the private uploads bucket only.',
    });
    Validations.of(processesUploads).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${arn(this.uploadsBucket)}/uploads/*]`,
        reason:
          'The photo function reads and deletes the original it was named: uploads/<random id> only.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${arn(siteBucket)}/images/uploads/*]`,
        reason:
          "Each photo's sizes are written under images/uploads/<apartment>/<random id>: that prefix of the site bucket only.",
      },
    );
    return { signsUploads, processesUploads, publishes };
  }
}
