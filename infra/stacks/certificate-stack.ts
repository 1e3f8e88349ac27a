import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import type { AppConfig } from '../src/config';

export interface CertificateStackProps extends StackProps {
  config: AppConfig;
  /** The site's domain, inside the configured hosted zone. */
  domainName: string;
}

/**
 * The site's TLS certificate, in us-east-1 because CloudFront takes certificates from there only,
 * validated through the hosted zone (the stack creates the validation record and waits for ACM).
 * The web stack reads it through a cross-region reference, as the CDK documentation recommends
 * for CloudFront certificates (aws-certificatemanager, "Cross-region Certificates").
 */
export class CertificateStack extends Stack {
  readonly certificate: Certificate;

  constructor(scope: Construct, id: string, props: CertificateStackProps) {
    super(scope, id, props);
    const { config } = props;
    if (!config.hostedZoneId || !config.hostedZoneName) {
      throw new Error('The certificate stack needs the hosted zone (hostedZoneId, hostedZoneName)');
    }
    const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: config.hostedZoneId,
      zoneName: config.hostedZoneName,
    });
    this.certificate = new Certificate(this, 'SiteCertificate', {
      domainName: props.domainName,
      certificateName: `${config.name} site`,
      validation: CertificateValidation.fromDns(zone),
    });
    new CfnOutput(this, 'CertificateArn', { value: this.certificate.certificateArn });
  }
}
