import type { SecretName } from '@catania/functions/lib/secrets';
import { routes } from '@catania/shared/api/routes';
import {
  CfnOutput,
  CustomResource,
  Duration,
  Fn,
  NestedStack,
  Stack,
  type StackProps,
  Token,
  Validations,
} from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { CfnRecordSet, HostedZone, MxRecord, TxtRecord } from 'aws-cdk-lib/aws-route53';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type AlarmTarget, notifyingAlarm } from '../constructs/alarms';
import { type FunctionResources, HandlerFunction } from '../constructs/handler-function';
import { RouteApi } from '../constructs/route-api';
import { ScheduledJobs } from '../constructs/scheduled-jobs';
import { type AppConfig, parameterNames, zoneCovers } from '../src/config';
import {
  defaultFunctionsDir,
  functionSpecs,
  renderStoredPagesSpec,
  stripeWebhookEndpointSpec,
} from '../src/functions';
import { STRIPE_WEBHOOK_EVENTS } from '../src/stripe-webhook-endpoint';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  table: ITable;
  /** The HTTP API endpoint of the web stack: this stack adds its routes. */
  httpApi: IHttpApi;
  /** `https://…` of the site, for links in mails and Stripe's return URLs. */
  siteUrl: string;
  /** The ops stack's alarm topic: the jobs' alarms mail through it. */
  alarms: AlarmTarget;
  /** What CloudFront sends in the origin-verify header (the web stack makes it). */
  originVerifySecret: ISecret;
  /** The site's distribution: some routes drop its cached answers. */
  distribution: IDistribution;
  /** Where `handlers/` and `jobs/` live (tests point elsewhere). */
  functionsDir?: string;
  /** The web stack's buckets and distribution: the owner's photos and publishing. */
  site: NonNullable<FunctionResources['site']>;
  /**
   * The hash of the web build the web stack uploaded (WebStack.webBuild): when given, each new
   * build's deploy renders the pages made from the stored content again (docs/decisions/0019).
   */
  webBuild?: string;
}

/**
 * The back end: one function per route of the shared table behind the web stack's HTTP API, one
 * function and schedule per job, the mail (SES domain identity with DKIM, its configuration set
 * and the handler of its bounce and complaint events), the Stripe webhook endpoint, and the queue
 * where failed asynchronous runs land.
 */
export class ApiStack extends Stack {
  /** The routes' functions, one nested stack per route group (shared/src/api/routes.ts). */
  readonly routeStacks = new Map<string, NestedStack>();
  readonly jobs: ScheduledJobs;
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const mail = this.mail(config);
    this.failures = this.failureQueue(props.alarms);

    const names = parameterNames(config.parameterPrefix);
    const webhook = Object.values(routes).find((r) => r.access === 'webhook');
    const webhookUrl = webhook ? `${props.siteUrl}${webhook.path}` : undefined;
    if (webhookUrl && config.stripeWebhook) {
      const endpointId = this.stripeWebhookEndpoint(config, webhookUrl, names);
      // The webhook function reads the secret of exactly the endpoint registered.
      names.STRIPE_WEBHOOK_SECRET = `${names.STRIPE_WEBHOOK_SECRET}/${endpointId}`;
    }

    const resources: FunctionResources = {
      table: props.table,
      environment: {
        TABLE_NAME: props.table.tableName,
        SITE_URL: props.siteUrl,
        LOG_LEVEL: config.logLevel,
        // Powertools Metrics: the stage's namespace keeps each stage's alarms to its own metrics.
        POWERTOOLS_METRICS_NAMESPACE: config.name,
        // Alloggiati Web's account (its password and WsKey are secrets, given to the senders only).
        ...(config.alloggiatiUser ? { ALLOGGIATI_USER: config.alloggiatiUser } : {}),
        ...(config.alloggiatiApartments
          ? { ALLOGGIATI_APARTMENTS: config.alloggiatiApartments }
          : {}),
        ...(config.alloggiatiEndpoint ? { ALLOGGIATI_ENDPOINT: config.alloggiatiEndpoint } : {}),
        // The Region's statistics (its password is a secret, given to the sender only).
        ...(config.osservatorioUser ? { OSSERVATORIO_USER: config.osservatorioUser } : {}),
        ...(config.osservatorioHotelCode
          ? { OSSERVATORIO_HOTEL_CODE: config.osservatorioHotelCode }
          : {}),
        ...(config.osservatorioEndpoint
          ? { OSSERVATORIO_ENDPOINT: config.osservatorioEndpoint }
          : {}),
        ...(config.osservatorioStartDate
          ? { OSSERVATORIO_START_DATE: config.osservatorioStartDate }
          : {}),
      },
      secrets: { parameterNames: names, keyArn: config.parameterKeyArn },
      mail: {
        // Names as functions/src/lib/env.ts reads them.
        environment: {
          MAIL_FROM: `${config.mailFromName.replace(/[<>"]/g, '')} <${config.mailFrom}>`,
          MAIL_OWNER: config.ownerEmail,
        },
        identityArns: mail.identityArns,
        fromAddress: config.mailFrom,
      },
      adminUsername: config.adminUsername,
      edge: {
        distributionId: props.distribution.distributionId,
        // CloudFront is global: its ARNs have no region.
        distributionArn: this.formatArn({
          service: 'cloudfront',
          region: '',
          resource: 'distribution',
          resourceName: props.distribution.distributionId,
        }),
      },
      site: props.site,
      logRetention: config.logRetentionDays,
      allowMissingHandlers: config.allowMissingHandlers,
    };

    const specs = functionSpecs(props.functionsDir ?? defaultFunctionsDir);
    // A route costs seven resources (function, role, policy, log group, permission, integration,
    // route) and a stack holds 500: each group of routes gets a nested stack, so adding a route
    // never moves another between stacks (which would replace it and clash on its route key).
    const routeSpecs = specs.filter((s) => s.kind === 'route');
    for (const group of new Set(routeSpecs.map((s) => s.group))) {
      if (!group) throw new Error('A route outside the route groups of shared/src/api/routes.ts');
      const nested = new NestedStack(
        this,
        `${group.charAt(0).toUpperCase()}${group.slice(1)}Routes`,
        {
          description: `Catania apartments: the functions and routes of ${group}`,
        },
      );
      new RouteApi(nested, 'Routes', {
        httpApi: props.httpApi,
        routes: routeSpecs.filter((s) => s.group === group),
        resources,
        originVerifySecret: props.originVerifySecret,
      });
      this.routeStacks.set(group, nested);
    }
    this.jobs = new ScheduledJobs(this, 'Jobs', {
      jobs: specs.filter((s) => s.kind === 'job'),
      everyMinutes: config.jobEveryMinutes,
      resources,
      failures: this.failures,
      alarms: props.alarms,
    });
    for (const spec of specs.filter((s) => s.kind === 'event')) {
      this.mailEventHandler(spec, resources, mail.configurationSet);
    }
    if (props.webBuild) this.storedContentPages(props.webBuild, resources);

    if (webhookUrl) {
      new CfnOutput(this, 'StripeWebhookUrl', {
        value: webhookUrl,
        description: config.stripeWebhook
          ? 'Registered in Stripe by the stack (its signing secret is in SSM)'
          : 'Register this endpoint in Stripe (Developers > Webhooks)',
      });
    }
    new CfnOutput(this, 'SesIdentity', {
      value: config.mailIdentity,
      description: 'SES domain identity (Easy DKIM) mail is sent from',
    });
  }

  /**
   * The SES domain identity with Easy DKIM and a custom MAIL FROM domain, sending through the
   * stage's configuration set (bounces and complaints suppressed, and published as events). With
   * the domain in the configured hosted zone the stack writes the DKIM and MAIL FROM records;
   * otherwise it prints them for the operator.
   */
  private mail(config: AppConfig) {
    const configurationSet = new ConfigurationSet(this, 'MailConfigurationSet', {
      configurationSetName: `${config.name}-mail`,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    const identity = new EmailIdentity(this, 'MailIdentity', {
      identity: Identity.domain(config.mailIdentity),
      mailFromDomain: config.mailFromDomain,
      // Every mail from the identity goes through the set, whatever the sender's code passes.
      configurationSet,
    });
    const mxValue = `10 feedback-smtp.${this.region}.amazonses.com`;
    const spf = 'v=spf1 include:amazonses.com ~all';
    if (config.hostedZoneId && config.hostedZoneName && zoneCovers(config, config.mailIdentity)) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'MailZone', {
        hostedZoneId: config.hostedZoneId,
        zoneName: config.hostedZoneName,
      });
      identity.dkimRecords.forEach((record, i) => {
        // The names are deploy-time tokens, already fully qualified: a plain record set, as
        // aws-ses does for a hosted-zone identity.
        new CfnRecordSet(this, `DkimRecord${i + 1}`, {
          hostedZoneId: zone.hostedZoneId,
          name: record.name,
          type: 'CNAME',
          resourceRecords: [record.value],
          ttl: '1800',
        });
      });
      new MxRecord(this, 'MailFromMx', {
        zone,
        recordName: config.mailFromDomain,
        values: [{ priority: 10, hostName: `feedback-smtp.${this.region}.amazonses.com` }],
      });
      new TxtRecord(this, 'MailFromSpf', {
        zone,
        recordName: config.mailFromDomain,
        values: [spf],
      });
    } else {
      identity.dkimRecords.forEach((record, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, {
          value: Fn.join(' ', [record.name, 'CNAME', record.value]),
          description: 'Publish in the DNS of the mail domain (Easy DKIM)',
        });
      });
      new CfnOutput(this, 'MailFromMxRecord', {
        value: `${config.mailFromDomain} MX ${mxValue}`,
        description: 'Publish in the DNS: the custom MAIL FROM domain (bounces, SPF alignment)',
      });
      new CfnOutput(this, 'MailFromSpfRecord', {
        value: `${config.mailFromDomain} TXT "${spf}"`,
        description: 'Publish in the DNS: SPF of the MAIL FROM domain',
      });
    }

    const identityArns = [this.sesIdentityArn(config.mailIdentity)];
    if (config.ownerIdentity) {
      // The sandbox checks the send permission against the recipient's identity too.
      if (config.ownerIdentity.create) {
        new EmailIdentity(this, 'OwnerIdentity', {
          identity: Identity.email(config.ownerIdentity.address),
        });
      }
      identityArns.push(this.sesIdentityArn(config.ownerIdentity.address));
    }
    return { configurationSet, identityArns };
  }

  /**
   * Failed asynchronous runs (a job that threw after its retry, an SES event not handled, an event
   * EventBridge could not deliver), kept 14 days to read; a message here mails the alarm.
   */
  private failureQueue(alarms: AlarmTarget): Queue {
    const queue = new Queue(this, 'FailedInvocations', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue (on-failure destination) of the scheduled jobs and of the SES event handler; nothing consumes it but the operator.',
    });
    notifyingAlarm(this, alarms, {
      id: 'ScheduledJobFailed',
      description:
        "Un job (sincronizzazione dei calendari, rilascio delle prenotazioni scadute e nuovi invii delle mail, eventi di SES) è fallito anche dopo i tentativi. Il messaggio nella coda FailedInvocations dello stack api contiene la funzione e l'errore: leggilo (SQS → Send and receive messages), correggi, poi svuota la coda.",
      metric: queue.metricApproximateNumberOfMessagesVisible({
        statistic: 'Maximum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      notifyOk: true,
    });
    return queue;
  }

  /**
   * SES publishes the configuration set's bounce, complaint, reject and rendering failure events
   * to the default event bus; a rule sends this stage's (its configuration set's tag) to the
   * handler, which marks the address and the mail.
   */
  private mailEventHandler(
    spec: ReturnType<typeof functionSpecs>[number],
    resources: FunctionResources,
    configurationSet: ConfigurationSet,
  ) {
    const bus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    configurationSet.addEventDestination('ToEventBridge', {
      destination: EventDestination.eventBus(bus),
      events: [
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
        EmailSendingEvent.RENDERING_FAILURE,
      ],
    });
    const handler = new HandlerFunction(this, spec.id, { spec, resources });
    handler.fn.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new SqsDestination(this.failures),
    });
    new Rule(this, `${spec.id}Rule`, {
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
          deadLetterQueue: this.failures,
        }),
      ],
    });
  }

  /**
   * Renders the pages made from the stored content (the apartments as the owner published them)
   * with the new build's renderer, on every deploy of a new web build: this stack deploys after
   * the web stack has uploaded the build's other files, whose upload leaves these pages alone
   * (edge-definition.ts, StoredContentPages). A failed render fails the deploy, and the pages
   * stay as they were (docs/decisions/0019).
   */
  private storedContentPages(webBuild: string, resources: FunctionResources) {
    const fn = new HandlerFunction(this, 'RenderStoredPages', {
      spec: renderStoredPagesSpec(),
      resources,
    });
    new CustomResource(this, 'StoredContentPages', {
      serviceToken: fn.fn.functionArn,
      resourceType: 'Custom::StoredContentPages',
      properties: { Build: webBuild },
    });
  }

  /**
   * The Stripe webhook endpoint of the site, registered with the stage's Stripe key by a custom
   * resource, which stores the signing secret; answers the endpoint id.
   */
  private stripeWebhookEndpoint(
    config: AppConfig,
    url: string,
    names: Record<SecretName, string>,
  ): string {
    const fn = new HandlerFunction(this, 'StripeWebhookEndpoint', {
      spec: stripeWebhookEndpointSpec(),
      resources: {
        table: undefined,
        environment: {
          LOG_LEVEL: config.logLevel,
          ...(config.parameterKeyArn ? { PARAMETER_KEY_ARN: config.parameterKeyArn } : {}),
        },
        logRetention: config.logRetentionDays,
        allowMissingHandlers: false,
      },
    });
    const parameterArn = (name: string) =>
      this.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.slice(1) });
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [parameterArn(names.STRIPE_SECRET_KEY)],
      }),
    );
    const secrets = new PolicyStatement({
      actions: ['ssm:GetParameter', 'ssm:PutParameter', 'ssm:DeleteParameter'],
      resources: [parameterArn(`${names.STRIPE_WEBHOOK_SECRET}/*`)],
    });
    fn.role.addToPrincipalPolicy(secrets);
    if (config.parameterKeyArn) {
      fn.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey'],
          resources: [config.parameterKeyArn],
          conditions: {
            StringEquals: { 'kms:ViaService': `ssm.${this.region}.${this.urlSuffix}` },
          },
        }),
      );
    }
    // cdk-nag names the finding after the resource as it renders it.
    const account = Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account;
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:${this.partition}:ssm:${this.region}:${account}:parameter${names.STRIPE_WEBHOOK_SECRET}/*]`,
      reason:
        'The signing secret is stored under the endpoint id, which Stripe assigns when the endpoint is created: the grant covers the parameters under this stage webhook-secret path only.',
    });
    const endpoint = new CustomResource(this, 'StripeWebhook', {
      serviceToken: fn.fn.functionArn,
      resourceType: 'Custom::StripeWebhookEndpoint',
      properties: {
        Url: url,
        Events: STRIPE_WEBHOOK_EVENTS,
        ManagedBy: config.name,
        Revision: String(config.stripeWebhookRevision),
        SecretKeyParameter: names.STRIPE_SECRET_KEY,
        SecretParameterPrefix: names.STRIPE_WEBHOOK_SECRET,
      },
    });
    return endpoint.ref;
  }

  private sesIdentityArn(identity: string) {
    return this.formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
  }
}
