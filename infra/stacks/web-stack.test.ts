import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CSP_DIRECTIVES, SPA_REWRITE_CODE } from '../constructs/edge';
import { type Synthesized, synthesized } from '../src/testing';

// CloudFront managed policies (AWS documented ids).
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let product: Synthesized;
let web: Template;
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
let config: any;
beforeAll(() => {
  product = synthesized(inject('synthDir'), 'prod');
  web = product.templates.web;
  const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0];
  config = distribution?.Properties.DistributionConfig;
});

describe('web stack: the private bucket', () => {
  it('blocks every public access and enforces TLS', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3-site/' }),
    });
    const buckets = Object.values(web.findResources('AWS::S3::Bucket'));
    for (const bucket of buckets) {
      expect(bucket.Properties.WebsiteConfiguration).toBeUndefined();
      expect(bucket.Properties.PublicAccessBlockConfiguration.BlockPublicPolicy).toBe(true);
    }
  });

  it('lets only this distribution read it, through Origin Access Control', () => {
    web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
    const policies = Object.values(web.findResources('AWS::S3::BucketPolicy'));
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement);
    const allows = statements.filter((s) => s.Effect === 'Allow');
    const cloudfront = allows.filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudfront.length).toBeGreaterThan(0);
    for (const s of cloudfront) expect(s.Condition.StringEquals['AWS:SourceArn']).toBeDefined();
    expect(allows.some((s) => s.Principal === '*' || s.Principal?.AWS === '*')).toBe(false);
    expect(
      statements.some(
        (s) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
      ),
    ).toBe(true);
  });
});

describe('web stack: CloudFront', () => {
  it('serves HTTPS only, with the SPA rewrite on the default behaviour and no error mapping', () => {
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultRootObject).toBe('index.html');
    web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      FunctionCode: SPA_REWRITE_CODE,
    });
  });

  it('does not cache index.html (TTL 0, the object says no-cache)', () => {
    web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 0, MinTTL: 0 }),
    });
    const pages = deployment('DeployPages');
    expect(pages.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(pages.Prune).toBe(true);
  });

  it('caches hashed /assets/* for a year', () => {
    const assets = behaviour('/assets/*');
    expect(assets.CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(assets.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(assets.FunctionAssociations).toBeUndefined();
    const upload = deployment('DeployAssets');
    expect(upload.SystemMetadata).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(upload.Prune).toBe(false);
  });

  it('sends /api/* to the HTTP API uncached, with every header but Host, cookies and query', () => {
    const apiBehaviour = behaviour('/api/*');
    expect(apiBehaviour).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
    });
    expect(apiBehaviour.FunctionAssociations).toBeUndefined();
    const origin = config.Origins.find((o: { Id: string }) => o.Id === apiBehaviour.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('adds the security headers to every behaviour', () => {
    const ids = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map(
      (b: { ResponseHeadersPolicyId: unknown }) => JSON.stringify(b.ResponseHeadersPolicyId),
    );
    expect(new Set(ids).size).toBe(1);
    const policy = Object.values(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const headers = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(headers.ContentTypeOptions.Override).toBe(true);
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    const csp: string = headers.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com(;|$)/);
    expect(csp).toMatch(
      /frame-src https:\/\/www\.openstreetmap\.org\/export\/embed\.html https:\/\/www\.google\.com\/maps /,
    );
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com");
    expect(csp).toMatch(/img-src 'self' data:/);
    expect(csp).not.toContain('unsafe-eval');
    expect(CSP_DIRECTIVES['script-src']).not.toContain("'unsafe-inline'");
  });

  it('throttles the API stage and logs its requests', () => {
    web.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 50 },
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('requestId') }),
    });
  });

  it('outputs the site and API URLs', () => {
    expect(Object.keys(web.findOutputs('*'))).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl']),
    );
  });
});

describe('the SPA rewrite function', () => {
  const rewrite = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (e: {
    request: { uri: string };
  }) => { uri: string };
  const uriOf = (uri: string) => rewrite({ request: { uri } }).uri;

  it('gives app routes the shell', () => {
    for (const uri of ['/', '/appartamenti/appartamento-1', '/admin', '/admin/', '/prenota']) {
      expect(uriOf(uri)).toBe('/index.html');
    }
  });

  it('leaves files alone, so a missing one is a real 404', () => {
    for (const uri of [
      '/assets/index-abc123.js',
      '/favicon.ico',
      '/images/a/b.webp',
      '/robots.txt',
    ]) {
      expect(uriOf(uri)).toBe(uri);
    }
  });
});

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
function behaviour(pattern: string): any {
  return config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
}

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
function deployment(id: string): any {
  const found = Object.entries(web.findResources('Custom::CDKBucketDeployment')).find(
    ([logicalId]) => logicalId.startsWith(id),
  );
  expect(found, id).toBeDefined();
  return found?.[1].Properties;
}

describe('web stack with a domain in a Route 53 zone', () => {
  it('takes its certificate from the us-east-1 stack and requires TLS 1.2', () => {
    const staging = synthesized(inject('synthDir'), 'staging');
    const certificate = staging.raw.stacks.certificate;
    expect(certificate?.region).toBe('us-east-1');
    staging.templates.certificate?.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'staging.cataniacentroapartments.it',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: 'staging.cataniacentroapartments.it', HostedZoneId: 'Z0123456789ABCDEFGHIJ' },
      ],
    });
    const template = staging.templates.web;
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['staging.cataniacentroapartments.it'],
        ViewerCertificate: {
          AcmCertificateArn: {
            'Fn::GetStackOutput': Match.objectLike({
              StackName: certificate?.name,
              Region: 'us-east-1',
            }),
          },
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    template.resourceCountIs('AWS::Route53::RecordSet', 2);
  });
});
