import type { SecretName } from '@catania/functions/lib/secrets';
import { routes } from '@catania/shared/api/routes';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { FunctionResources } from '../constructs/handler-function';
import { RouteApi } from '../constructs/route-api';
import { ScheduledJobs } from '../constructs/scheduled-jobs';
import { type AppConfig, sendingIdentity } from '../src/config';
import { defaultFunctionsDir, functionSpecs } from '../src/functions';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  table: ITable;
  /** The HTTP API endpoint of the web stack: this stack adds its routes. */
  httpApi: IHttpApi;
  /** `https://…` of the site, for links in mails and Stripe's return URLs. */
  siteUrl: string;
  /** Where `handlers/` and `jobs/` live (tests point elsewhere). */
  functionsDir?: string;
}

/** SSM parameter of each secret, under the configured prefix: `/catania/stripe-secret-key`. */
export function parameterNames(prefix: string): Record<SecretName, string> {
  return {
    STRIPE_SECRET_KEY: `${prefix}/stripe-secret-key`,
    STRIPE_WEBHOOK_SECRET: `${prefix}/stripe-webhook-secret`,
    ADMIN_PASSWORD_HASH: `${prefix}/admin-password-hash`,
  };
}

/**
 * The back end: one function per route of the shared table behind the web stack's HTTP API, one
 * function and schedule per job, and the SES identity they send mail from.
 */
export class ApiStack extends Stack {
  readonly routeApi: RouteApi;
  readonly jobs: ScheduledJobs;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    // ---- Mail: the sending identity, and in the sandbox the owner's address as a recipient ----
    const identity = sendingIdentity(config);
    const isAddress = identity.includes('@');
    new EmailIdentity(this, 'MailIdentity', {
      identity: isAddress ? Identity.email(identity) : Identity.domain(identity),
    });
    const identityArns = [this.sesIdentityArn(identity)];
    const ownerCovered =
      config.ownerEmail === identity || config.ownerEmail.endsWith(`@${identity}`);
    if (config.sesSandbox && !ownerCovered) {
      new EmailIdentity(this, 'OwnerIdentity', { identity: Identity.email(config.ownerEmail) });
      identityArns.push(this.sesIdentityArn(config.ownerEmail));
    }

    const resources: FunctionResources = {
      table: props.table,
      environment: {
        TABLE_NAME: props.table.tableName,
        SITE_URL: props.siteUrl,
        LOG_LEVEL: config.logLevel,
      },
      secrets: {
        parameterNames: parameterNames(config.parameterPrefix),
        keyArn: config.parameterKeyArn,
      },
      mail: {
        // Names as functions/src/lib/env.ts reads them.
        environment: {
          MAIL_FROM: `${config.mailFromName.replace(/[<>"]/g, '')} <${config.mailFrom}>`,
          MAIL_OWNER: config.ownerEmail,
        },
        identityArns,
        fromAddress: config.mailFrom,
      },
      adminUsername: config.adminUsername,
      logRetention: config.logRetentionDays,
      allowMissingHandlers: config.allowMissingHandlers,
    };

    const specs = functionSpecs(props.functionsDir ?? defaultFunctionsDir);
    this.routeApi = new RouteApi(this, 'Routes', {
      httpApi: props.httpApi,
      routes: specs.filter((s) => s.kind === 'route'),
      resources,
    });
    this.jobs = new ScheduledJobs(this, 'Jobs', {
      jobs: specs.filter((s) => s.kind === 'job'),
      everyMinutes: config.jobEveryMinutes,
      resources,
    });

    const webhook = Object.values(routes).find((r) => r.access === 'webhook');
    if (webhook) {
      new CfnOutput(this, 'StripeWebhookUrl', {
        value: `${props.siteUrl}${webhook.path}`,
        description: 'Register this endpoint in Stripe (Developers > Webhooks)',
      });
    }
    new CfnOutput(this, 'SesIdentity', {
      value: identity,
      description: 'SES identity to verify (a domain needs its DKIM records)',
    });
  }

  private sesIdentityArn(identity: string) {
    return this.formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
  }
}
