import { POLICE_APARTMENTS_SETTING } from '@catania/shared/alloggiati/police-apartments';
import { jobs } from '@catania/shared/api/routes';
import { site } from '@catania/shared/config/site';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';

/** The deployment's settings as cdk.json (or `-c key=value`) gives them, each checked, with its default. */

/**
 * Everything that differs between deployments, read from CDK context (`cdk.json` or `-c key=value`)
 * and validated once, so a typo stops the synth with the list of what is wrong.
 * docs/operations.md lists every key.
 *
 * Stages: `-c stage=staging` deploys a complete, independent copy. The top-level keys are the
 * production stage's; `stages.<stage>` in cdk.json overrides them for another stage. Whatever must
 * be unique in an account (stack, table, parameter, topic, alarm and configuration set names, the
 * SES identity, the site's domain) is derived from the stage, never inherited from production
 * (docs/decisions/0008-operability-and-stages.md).
 */
export const DEFAULT_STAGE = 'prod';

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

const email = z.email();

export const domain = z
  .string()
  .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/i, 'a domain such as example.com')
  .transform((d) => d.toLowerCase());

const retentionDays = Object.values(RetentionDays).filter(
  (v): v is number => typeof v === 'number' && v > 0,
);

export const jobNames = Object.keys(jobs) as (keyof typeof jobs)[];

export const configSchema = z.object({
  /** The project's name: prefix of stack and resource names (`catania-data`, `catania-api`…). */
  name: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,20}$/, 'lower-case letters, digits and dashes')
    .default('catania'),
  /** The stage: `prod` keeps the bare names; any other appends itself (`catania-staging-data`). */
  stage: z
    .string()
    .regex(/^[a-z][a-z0-9]{1,11}$/, 'lower-case letters and digits, such as staging')
    .default(DEFAULT_STAGE),
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region such as eu-central-1'),
  /** The AWS account; by default the one of the CLI's profile (CDK_DEFAULT_ACCOUNT). */
  account: z
    .string()
    .regex(/^\d{12}$/)
    .optional(),

  /** Custom domain for the site (optional): needs a hosted zone, or a certificate of its own. */
  domainName: domain.optional(),
  /** An ACM certificate in us-east-1 for `domainName`; with a hosted zone the stacks make one. */
  certificateArn: z
    .string()
    .regex(
      /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/,
      'an ACM certificate in us-east-1',
    )
    .optional(),
  /**
   * Route 53 public zone (optional): the stacks then create the site's alias records, its
   * certificate, the SES DKIM and MAIL FROM records, for the names inside the zone.
   */
  hostedZoneId: z.string().optional(),
  hostedZoneName: domain.optional(),

  /** The From address of every mail the functions send; its domain is the SES identity. */
  mailFrom: email,
  /** The name shown with it: `Catania Centro Apartments <info@…>`. */
  mailFromName: z.string().min(1).default(site.brand.name),
  /** Where owner notifications (new booking, new contact, failed sync) go (MAIL_OWNER). */
  ownerEmail: email,
  /**
   * Alloggiati Web (the police's web service): the structure's user name, and for a "Gestione
   * Appartamenti" account each apartment's IdAppartamento (`apartmentId=id,...`). Its password and
   * WsKey are SSM SecureStrings (parameterNames). Unset: nothing is sent, the file export remains.
   */
  alloggiatiUser: z.string().min(1).optional(),
  alloggiatiApartments: z
    .string()
    .regex(POLICE_APARTMENTS_SETTING, 'apartmentId=IdAppartamento pairs, comma-separated')
    .optional(),
  /** The service's endpoint; the police's own by default. */
  alloggiatiEndpoint: z.string().url().optional(),
  /**
   * The Region's tourism statistics (Osservatorio Turistico, PMS interface): the structure's PMS
   * user and code (`TRS-IT-SIC-…`); its password is an SSM SecureString (parameterNames). Unset:
   * nothing is sent.
   */
  osservatorioUser: z.string().min(1).optional(),
  osservatorioHotelCode: z.string().min(1).optional(),
  /** The interface's base URL; the Region's own by default. */
  osservatorioEndpoint: z.string().url().optional(),
  /** The first day sent (YYYY-MM-DD); by default the day before the first run. */
  osservatorioStartDate: z.string().date().optional(),
  /** The person who runs the AWS account: alarms go to them (and, in production, to the owner). */
  operatorEmail: email.optional(),
  /** The SES domain identity (Easy DKIM) mail is sent from; by default the domain of `mailFrom`. */
  mailIdentity: domain.optional(),
  /** The custom MAIL FROM domain (bounces, SPF alignment); by default `bounce.<mailIdentity>`. */
  mailFromDomain: domain.optional(),
  /**
   * SES sandbox: only verified addresses receive mail, and SES checks the send permission against
   * the recipient's identity too, so the stack verifies `ownerEmail` and allows sending to it.
   */
  sesSandbox: bool.default(true),

  adminUsername: z.string().min(1).default('admin'),
  /** SSM path prefix of the SecureString parameters; by default `/<name>` (stage included). */
  parameterPrefix: z
    .string()
    .regex(/^(\/[A-Za-z0-9_.-]+)+$/, 'an SSM path such as /catania')
    .optional(),
  /** A customer managed KMS key of the SecureString parameters; by default the aws/ssm key. */
  parameterKeyArn: z.string().startsWith('arn:').optional(),
  /** Register the Stripe webhook endpoint (and store its signing secret) with a custom resource. */
  stripeWebhook: bool.default(true),
  /** Raise it after switching the Stripe key to another account: the endpoint is made again. */
  stripeWebhookRevision: z.coerce.number().int().min(1).default(1),

  /**
   * Account-wide monitoring: the Lambda errors and throttles of every function in the account and
   * region, SES's reputation, the monthly budget. One stage per account owns them (by default the
   * production stage), so a staging copy in the same account does not duplicate them.
   */
  accountMonitoring: bool.optional(),
  /**
   * The monthly AWS budget in US dollars: mail at 80 % spent and at 100 % forecast. The WAF web
   * ACL alone is about 12 USD a month (docs/operations.md: costs).
   */
  monthlyBudgetUsd: z.coerce.number().positive().default(25),
  /**
   * The WAF web ACL in front of CloudFront (AWS managed rules, rate limits per address). A test
   * stage may go without it to save its fixed monthly cost.
   */
  firewall: bool.default(true),

  logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
  /** CloudWatch Logs retention of every function and of the API access logs. */
  logRetentionDays: z.coerce
    .number()
    .refine((days): days is RetentionDays => retentionDays.includes(days), {
      message: `one of CloudWatch's retention periods: ${retentionDays.join(', ')}`,
    })
    .default(RetentionDays.ONE_MONTH),
  /** HTTP API stage throttling, requests per second and burst. */
  apiRateLimit: z.coerce.number().int().positive().default(20),
  apiBurstLimit: z.coerce.number().int().positive().default(50),
  /** Minutes between runs of each scheduled job; defaults to the route table's `everyMinutes`. */
  jobEveryMinutes: z.record(z.enum(jobNames), z.coerce.number().int().min(1).max(1440)),

  /** The built web app to upload; synth without it uploads nothing (see requireWebBuild). */
  webDist: z.string().default('web/dist'),
  /** Fail when `webDist` is missing (the deploy script sets it, so a deploy never skips the site). */
  requireWebBuild: bool.default(false),
  /** Stub the handler files that do not exist yet instead of failing (development only). */
  allowMissingHandlers: bool.default(false),
  /** S3 server access logs and CloudFront standard logs into a logs bucket (kept 90 days). */
  accessLogs: bool.default(true),
  /** Any new label makes a deploy hand CloudFront the rotated origin-verify secret. */
  originVerifyRotation: z
    .string()
    .regex(/^[\w.-]{1,32}$/)
    .default('1'),
});

export type ParsedConfig = z.infer<typeof configSchema>;
