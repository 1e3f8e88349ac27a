import { existsSync } from 'node:fs';
import path from 'node:path';
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
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { securityHeadersPolicy, spaRewriteFunction } from '../constructs/edge';
import type { AppConfig } from '../src/config';
import { repoRoot } from '../src/functions';
import { acknowledgeCdkInternals } from '../src/nag';

export interface WebStackProps extends StackProps {
  config: AppConfig;
  /** The site's certificate from the us-east-1 certificate stack; else `config.certificateArn`. */
  certificate?: ICertificate;
}

/**
 * Everything the browser talks to, on one domain: CloudFront in front of the private site bucket
 * and of the HTTP API endpoint (`/api/*`), the API's stage with its throttling and access logs,
 * and the built web app. The API's routes and functions live in the api stack, which adds them to
 * this endpoint: the functions need the site URL and CloudFront needs the API's domain, and this
 * split gives both with a single `cdk deploy` (docs/decisions/0007-aws-stacks.md).
 */
export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  readonly distribution: Distribution;
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
    if (!logsBucket) {
      Validations.of(siteBucket).acknowledge({
        id: 'AwsSolutions-S1',
        reason: 'Access logs turned off by the operator (context accessLogs=false).',
      });
    }

    // ---- CloudFront ----------------------------------------------------------------------
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(siteBucket, {
      // LIST lets S3 answer 404 (not 403) for a missing file: real 404s for missing assets.
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const apiOrigin = new HttpOrigin(
      `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        readTimeout: Duration.seconds(30),
      },
    );
    const headers = securityHeadersPolicy(
      this,
      'SecurityHeaders',
      `${config.name}: HSTS, CSP, nosniff, referrer policy, frame-ancestors none`,
    );
    // index.html and other unhashed files: the objects say `no-cache`, so CloudFront keeps nothing
    // and browsers revalidate; compression still applies.
    const revalidate = new CachePolicy(this, 'RevalidateCachePolicy', {
      comment: 'Honours the origin Cache-Control (no-cache for index.html): nothing stale',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const certificate =
      props.certificate ??
      (config.certificateArn
        ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
        : undefined);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${config.name}: site and /api`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Europe and North America edges: the guests are there, and it is the cheapest class.
      priceClass: PriceClass.PRICE_CLASS_100,
      // Only with a certificate of our own: the default *.cloudfront.net one has a fixed policy.
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      domainNames: config.domainName ? [config.domainName] : undefined,
      certificate,
      enableLogging: Boolean(logsBucket),
      logBucket: logsBucket,
      logFilePrefix: logsBucket ? 'cloudfront/' : undefined,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: revalidate,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [
          {
            function: spaRewriteFunction(this, 'SpaRewrite'),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
      additionalBehaviors: {
        // Hashed file names never change content: cached a year at the edge and in browsers.
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          compress: true,
        },
        // The API on the same origin (the admin cookie just works): never cached, every header
        // but Host, every cookie and query string forwarded. The managed policy also adds
        // CloudFront's headers, CloudFront-Viewer-Address among them: the sign-in rate limit keys
        // on the viewer's address, not on the edge's.
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    this.siteUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge(
      {
        id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
        reason:
          'LIST is granted on purpose so a missing file is a 404, not a 403; defaultRootObject is set, so the bucket listing is never served for /.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Guests book from anywhere in the world: no geo restriction.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF: a web ACL costs more than the rest of the stack at this scale; the API stage is throttled and admin login is rate limited by the application.',
      },
    );
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
      this.deploySite(siteBucket, webDist);
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
    new CfnOutput(this, 'ApiUrl', {
      value: `${this.siteUrl}/api`,
      description: 'The API, on the site domain',
    });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.httpApi.apiEndpoint,
      description: 'The HTTP API endpoint behind CloudFront (for diagnostics)',
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: siteBucket.bucketName });
  }

  /**
   * Two uploads with their own Cache-Control: hashed `assets/` immutable for a year (old ones are
   * kept so a page loaded before the deploy still finds its chunks), everything else `no-cache`
   * (pruned). The rest waits for the assets, so a new index.html never points at missing files.
   */
  private deploySite(bucket: Bucket, webDist: string) {
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(webDist)],
      destinationBucket: bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(webDist)],
      destinationBucket: bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
    for (const child of this.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        acknowledgeCdkInternals(
          child,
          'The upload handler of aws-cdk-lib BucketDeployment (runtime, managed policy and the s3:* wildcards on the CDK asset bucket and the site bucket are set by CDK); it runs only during deployments.',
        );
      }
    }
  }
}
