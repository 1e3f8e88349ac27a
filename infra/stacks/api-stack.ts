import { routes } from '@catania/shared/api/routes';
import { CfnOutput, CustomResource, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { AlarmTarget } from '../constructs/alarms';
import { type FunctionResources, HandlerFunction } from '../constructs/handler-function';
import { RouteApi } from '../constructs/route-api';
import { ScheduledJobs } from '../constructs/scheduled-jobs';
import { type AppConfig, parameterNames } from '../src/config';
import { defaultFunctionsDir, functionSpecs, renderStoredPagesSpec } from '../src/functions';
import { failureQueue } from './api-failure-queue';
import { mailEventHandler, mailIdentity } from './api-mail';
import { stripeWebhookEndpoint } from './api-stripe-webhook';

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
 * and the handler of its bounce and complaint events: api-mail.ts), the Stripe webhook endpoint
 * (api-stripe-webhook.ts), and the queue where failed asynchronous runs land
 * (api-failure-queue.ts). Those are made in the stack's own scope, so their logical ids are the
 * stack's.
 */
export class ApiStack extends Stack {
  /** The routes' functions, one nested stack per route group (shared/src/api/routes.ts). */
  readonly routeStacks = new Map<string, NestedStack>();
  readonly jobs: ScheduledJobs;
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const mail = mailIdentity(this, config);
    this.failures = failureQueue(this, props.alarms);

    const names = parameterNames(config.parameterPrefix);
    const webhook = Object.values(routes).find((r) => r.access === 'webhook');
    const webhookUrl = webhook ? `${props.siteUrl}${webhook.path}` : undefined;
    if (webhookUrl && config.stripeWebhook) {
      const endpointId = stripeWebhookEndpoint(this, config, webhookUrl, names);
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
      mailEventHandler(this, spec, resources, mail.configurationSet, this.failures);
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
   * Renders the pages made from the stored content (the apartments as the owner published them)
   * with the new build's renderer, on every deploy of a new web build: this stack deploys after
   * the web stack has uploaded the build's other files, whose upload leaves these pages alone
   * (edge-site-files.ts, StoredContentPages). A failed render fails the deploy, and the pages
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
}
