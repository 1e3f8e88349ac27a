import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { synthForTest } from './testing';

/** The unacknowledged AwsSolutions findings: rule id and where. */
function findings(scope: IConstruct): string[] {
  const report = new AwsSolutionsChecks().validateScope(scope);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`),
  );
}

/** Every acknowledgment in the tree, with its reason. */
function acknowledgments(scope: IConstruct): { id: string; reason: string }[] {
  return scope.node
    .findAll()
    .flatMap((c) =>
      c.node.metadata
        .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((m) =>
          Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ id, reason })),
        ),
    );
}

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged finding, and every acknowledgment says why', () => {
    const { app } = synthForTest();
    expect(findings(app)).toEqual([]);
    const acks = acknowledgments(app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) expect(ack.reason?.length ?? 0, ack.id).toBeGreaterThan(30);
  });

  it('is also clean with a custom domain, which then requires TLS 1.2', () => {
    const { app, web } = synthForTest({
      domainName: 'www.example.it',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      hostedZoneId: 'Z123456ABCDEFG',
      hostedZoneName: 'example.it',
      mailIdentity: 'example.it',
      mailFrom: 'prenotazioni@example.it',
      ownerEmail: 'owner@gmail.com',
    });
    expect(findings(app)).toEqual([]);
    const template = Template.fromStack(web);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['www.example.it'],
        ViewerCertificate: {
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      },
    });
    template.resourceCountIs('AWS::Route53::RecordSet', 2);
  });
});
