import { CfnOutput, Duration, Fn, type Stack } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { CfnRecordSet, HostedZone, MxRecord, TxtRecord } from 'aws-cdk-lib/aws-route53';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { type FunctionResources, HandlerFunction } from '../constructs/handler-function';
import { type AppConfig, zoneCovers } from '../src/config';
import type { functionSpecs } from '../src/functions';

/**
 * The api stack's mail (api-stack.ts): the SES identity it sends from, with its DNS records, and
 * the handler of the bounce and complaint events SES publishes. Made in the stack's own scope, so
 * each resource keeps its logical id.
 */

/**
 * The SES domain identity with Easy DKIM and a custom MAIL FROM domain, sending through the
 * stage's configuration set (bounces and complaints suppressed, and published as events). With
 * the domain in the configured hosted zone the stack writes the DKIM and MAIL FROM records;
 * otherwise it prints them for the operator.
 */
export function mailIdentity(stack: Stack, config: AppConfig) {
  const configurationSet = new ConfigurationSet(stack, 'MailConfigurationSet', {
    configurationSetName: `${config.name}-mail`,
    suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    reputationMetrics: true,
  });
  const identity = new EmailIdentity(stack, 'MailIdentity', {
    identity: Identity.domain(config.mailIdentity),
    mailFromDomain: config.mailFromDomain,
    // Every mail from the identity goes through the set, whatever the sender's code passes.
    configurationSet,
  });
  const mxValue = `10 feedback-smtp.${stack.region}.amazonses.com`;
  const spf = 'v=spf1 include:amazonses.com ~all';
  if (config.hostedZoneId && config.hostedZoneName && zoneCovers(config, config.mailIdentity)) {
    const zone = HostedZone.fromHostedZoneAttributes(stack, 'MailZone', {
      hostedZoneId: config.hostedZoneId,
      zoneName: config.hostedZoneName,
    });
    identity.dkimRecords.forEach((record, i) => {
      // The names are deploy-time tokens, already fully qualified: a plain record set, as
      // aws-ses does for a hosted-zone identity.
      new CfnRecordSet(stack, `DkimRecord${i + 1}`, {
        hostedZoneId: zone.hostedZoneId,
        name: record.name,
        type: 'CNAME',
        resourceRecords: [record.value],
        ttl: '1800',
      });
    });
    new MxRecord(stack, 'MailFromMx', {
      zone,
      recordName: config.mailFromDomain,
      values: [{ priority: 10, hostName: `feedback-smtp.${stack.region}.amazonses.com` }],
    });
    new TxtRecord(stack, 'MailFromSpf', {
      zone,
      recordName: config.mailFromDomain,
      values: [spf],
    });
  } else {
    identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(stack, `DkimRecord${i + 1}`, {
        value: Fn.join(' ', [record.name, 'CNAME', record.value]),
        description: 'Publish in the DNS of the mail domain (Easy DKIM)',
      });
    });
    new CfnOutput(stack, 'MailFromMxRecord', {
      value: `${config.mailFromDomain} MX ${mxValue}`,
      description: 'Publish in the DNS: the custom MAIL FROM domain (bounces, SPF alignment)',
    });
    new CfnOutput(stack, 'MailFromSpfRecord', {
      value: `${config.mailFromDomain} TXT "${spf}"`,
      description: 'Publish in the DNS: SPF of the MAIL FROM domain',
    });
  }

  const identityArns = [sesIdentityArn(stack, config.mailIdentity)];
  if (config.ownerIdentity) {
    // The sandbox checks the send permission against the recipient's identity too.
    if (config.ownerIdentity.create) {
      new EmailIdentity(stack, 'OwnerIdentity', {
        identity: Identity.email(config.ownerIdentity.address),
      });
    }
    identityArns.push(sesIdentityArn(stack, config.ownerIdentity.address));
  }
  return { configurationSet, identityArns };
}

/**
 * SES publishes the configuration set's bounce, complaint, reject and rendering failure events
 * to the default event bus; a rule sends this stage's (its configuration set's tag) to the
 * handler, which marks the address and the mail.
 */
export function mailEventHandler(
  stack: Stack,
  spec: ReturnType<typeof functionSpecs>[number],
  resources: FunctionResources,
  configurationSet: ConfigurationSet,
  failures: Queue,
) {
  const bus = EventBus.fromEventBusName(stack, 'DefaultBus', 'default');
  configurationSet.addEventDestination('ToEventBridge', {
    destination: EventDestination.eventBus(bus),
    events: [
      EmailSendingEvent.BOUNCE,
      EmailSendingEvent.COMPLAINT,
      EmailSendingEvent.REJECT,
      EmailSendingEvent.RENDERING_FAILURE,
    ],
  });
  const handler = new HandlerFunction(stack, spec.id, { spec, resources });
  handler.fn.configureAsyncInvoke({
    retryAttempts: 2,
    onFailure: new SqsDestination(failures),
  });
  new Rule(stack, `${spec.id}Rule`, {
    description: `SES events of ${configurationSet.configurationSetName} to ${spec.handler}`,
    eventBus: bus,
    eventPattern: {
      source: ['aws.ses'],
      detail: {
        mail: { tags: { 'ses:configuration-set': [configurationSet.configurationSetName] } },
      },
    },
    targets: [
      new LambdaFunction(handler.fn, {
        retryAttempts: 4,
        maxEventAge: Duration.hours(6),
        deadLetterQueue: failures,
      }),
    ],
  });
}

function sesIdentityArn(stack: Stack, identity: string) {
  return stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
}
