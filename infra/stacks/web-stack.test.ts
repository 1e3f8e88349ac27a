import { pageFile, STORED_CONTENT_PAGES } from '@catania/shared/config/site-pages';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CSP_MAX_LENGTH,
  siteEdge,
  VIEWER_REQUEST_CODE,
  VIEWER_RESPONSE_CODE,
} from '../constructs/edge-definition';
import { edgeFromTemplate } from '../constructs/edge-template';
import { type Synthesized, synthesized } from '../src/testing';

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
  it('deploys exactly the edge the local gateway applies', () => {
    // The gateway runs `siteEdge` (scripts/src/local/gateway.ts): same function code, headers,
    // forwarded API headers and upload rules as the template.
    expect(edgeFromTemplate(web.toJSON() as Parameters<typeof edgeFromTemplate>[0])).toEqual(
      siteEdge,
    );
  });

  it('routes with its functions on the default behaviour, and maps no error response', () => {
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(
      config.DefaultCacheBehavior.FunctionAssociations.map(
        (a: { EventType: string }) => a.EventType,
      ),
    ).toEqual(['viewer-request', 'viewer-response']);
    // A custom error response would replace the API's own JSON 404s and 403s too.
    expect(config.CustomErrorResponses).toBeUndefined();
    for (const code of [VIEWER_REQUEST_CODE, VIEWER_RESPONSE_CODE]) {
      web.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
        FunctionCode: code,
      });
      // CloudFront Functions take at most 10 KB of code.
      expect(Buffer.byteLength(code)).toBeLessThan(10_240);
    }
  });

  it('caches pages at the edge until the next deploy, which invalidates everything', () => {
    const pages = deployment('DeployPages');
    expect(pages.SystemMetadata['cache-control']).toMatch(/max-age=0.*s-maxage=31536000/);
    expect(pages.DistributionPaths).toEqual(['/*']);
    expect(pages.Prune).toBe(true);
    // Pages made from the owner's published content are rendered by the API stack (ADR 0019):
    // excluded here, so the sync neither replaces nor prunes them.
    for (const page of STORED_CONTENT_PAGES) expect(pages.Exclude).toContain(pageFile(page));
    expect(Object.keys(web.findResources('Custom::CDKBucketDeployment'))).not.toContainEqual(
      expect.stringMatching(/StoredContent/),
    );
    const siteCache = behaviourCachePolicy(config.DefaultCacheBehavior);
    expect(siteCache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 31_536_000 });
    expect(siteCache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
    });
  });

  it('caches hashed /assets/* for a year, images with revalidation', () => {
    const assets = behaviour('/assets/*');
    expect(assets.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(assets.FunctionAssociations).toBeUndefined();
    const upload = deployment('DeployAssets');
    expect(upload.SystemMetadata).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(upload.Prune).toBe(false);
    expect(deployment('DeployImages').SystemMetadata['cache-control']).toMatch(
      /max-age=\d+, must-revalidate/,
    );
    expect(deployment('DeployNotFoundPage').UserMetadata).toEqual({ 'edge-status': '404' });
  });

  it('sends /api/* to the HTTP API with the origin-verify secret, cached only where a route says', () => {
    const apiBehaviour = behaviour('/api/*');
    expect(apiBehaviour).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
    });
    expect(apiBehaviour.FunctionAssociations).toBeUndefined();
    expect(behaviourCachePolicy(apiBehaviour)).toMatchObject({ DefaultTTL: 0, MinTTL: 0 });
    const origin = config.Origins.find((o: { Id: string }) => o.Id === apiBehaviour.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    // The value is a dynamic reference to the generated secret, never the secret itself.
    const [header] = origin.OriginCustomHeaders;
    expect(header.HeaderName).toBe('x-origin-verify');
    expect(JSON.stringify(header.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:/);
    web.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
    });
  });

  it('adds the security headers to every behaviour, with a CSP CloudFront accepts', () => {
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
    expect(csp.length).toBeLessThanOrEqual(CSP_MAX_LENGTH);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com(;|$)/);
    expect(csp).toContain('frame-src https://www.openstreetmap.org/export/embed.html;');
    expect(csp).toContain("form-action 'self';");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
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

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
function behaviour(pattern: string): any {
  return config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
}

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
function behaviourCachePolicy(b: { CachePolicyId: { Ref: string } }): any {
  return web.toJSON().Resources[b.CachePolicyId.Ref].Properties.CachePolicyConfig;
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
