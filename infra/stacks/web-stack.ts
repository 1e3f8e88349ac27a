import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ManagedPolicy } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { deploySiteFiles, webBuildHash } from '../constructs/edge';
import type { AppConfig } from '../src/config';
import type { SiteAccess } from '../src/functions';
import { repoRoot } from '../src/functions';
import { acknowledgeCdkInternals } from '../src/nag';
import { apiEndpoint } from './web-api-endpoint';
import { siteBuckets } from './web-buckets';
import { siteAliasRecords, siteDistribution } from './web-distribution';
import { ownerContentPolicies } from './web-owner-policies';

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
 *
 * Each part is made in the stack's own scope, by its module beside this one: the API endpoint
 * (web-api-endpoint.ts), the buckets (web-buckets.ts), the distribution and the site's DNS names
 * (web-distribution.ts), the owner's content policies (web-owner-policies.ts).
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

    this.httpApi = apiEndpoint(this, config);
    const { logsBucket, siteBucket, uploadsBucket } = siteBuckets(this, config);
    this.siteBucket = siteBucket;
    this.uploadsBucket = uploadsBucket;
    const edge = siteDistribution(this, {
      config,
      httpApi: this.httpApi,
      siteBucket,
      uploadsBucket,
      logsBucket,
      certificate: props.certificate,
      webAclArn: props.webAclArn,
    });
    this.distribution = edge.distribution;
    this.originVerifySecret = edge.originVerifySecret;
    this.siteUrl = `https://${config.domainName ?? this.distribution.distributionDomainName}`;
    this.sitePolicies = ownerContentPolicies(this, siteBucket, uploadsBucket);
    siteAliasRecords(this, config, this.distribution);

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
}
