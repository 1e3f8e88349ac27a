import { jobs } from '@catania/shared/api/routes';
import { site } from '@catania/shared/config/site';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';

/**
 * Everything that differs between deployments, read from CDK context (`cdk.json` or `-c key=value`)
 * and validated once, so a typo stops the synth with the list of what is wrong.
 * docs/operations.md lists every key.
 */
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const email = z.email();
/** A domain name, or an e-mail address: the SES identity that mail is sent from. */
const mailIdentity = z.union([
  email,
  z.string().regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/i, 'a domain such as example.com'),
]);
const retentionDays = Object.values(RetentionDays).filter(
  (v): v is number => typeof v === 'number' && v > 0,
);
const jobNames = Object.keys(jobs) as (keyof typeof jobs)[];

export const configSchema = z.object({
  /** Prefix of stack and resource names: `catania-data`, `catania-api`, `catania-web`. */
  name: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,20}$/, 'lower-case letters, digits and dashes')
    .default('catania'),
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region such as eu-central-1'),
  /** The AWS account; by default the one of the CLI's profile (CDK_DEFAULT_ACCOUNT). */
  account: z
    .string()
    .regex(/^\d{12}$/)
    .optional(),

  /** Custom domain for the site (optional): needs an ACM certificate in us-east-1. */
  domainName: z.string().optional(),
  certificateArn: z
    .string()
    .regex(
      /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+$/,
      'an ACM certificate in us-east-1',
    )
    .optional(),
  /** Route 53 public zone of `domainName` (optional): the stack then creates the alias records. */
  hostedZoneId: z.string().optional(),
  hostedZoneName: z.string().optional(),

  /** The From address of every mail the functions send. */
  mailFrom: email,
  /** The name shown with it: `Catania Centro Apartments <info@…>`. */
  mailFromName: z.string().min(1).default(site.brand.name),
  /** Where owner notifications (new booking, new contact, failed sync) go (MAIL_OWNER). */
  ownerEmail: email,
  /** The SES identity to create and to scope the send permission to: a domain or an address. */
  mailIdentity: mailIdentity.optional(),
  /**
   * SES sandbox: only verified addresses receive mail, and SES checks the send permission against
   * the recipient's identity too, so the stack verifies `ownerEmail` and allows sending to it.
   */
  sesSandbox: bool.default(true),

  adminUsername: z.string().min(1).default('admin'),
  /** SSM path prefix of the three SecureString parameters the operator creates. */
  parameterPrefix: z
    .string()
    .regex(/^(\/[A-Za-z0-9_.-]+)+$/, 'an SSM path such as /catania')
    .default('/catania'),
  /** A customer managed KMS key of the SecureString parameters; by default the aws/ssm key. */
  parameterKeyArn: z.string().startsWith('arn:').optional(),

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
});

export type AppConfig = z.infer<typeof configSchema>;

/** Reads a key from CDK context by name (`node.tryGetContext`), or `undefined`. */
export type ContextReader = (key: string) => unknown;

/**
 * Builds the validated config from context. Job intervals come from `<job>EveryMinutes` keys
 * (`-c syncCalendarsEveryMinutes=30`); the region falls back to the CLI profile's region.
 */
export function readConfig(
  context: ContextReader,
  env: NodeJS.ProcessEnv = process.env,
): AppConfig {
  const keys = Object.keys(configSchema.shape).filter((k) => k !== 'jobEveryMinutes');
  const raw: Record<string, unknown> = {};
  for (const key of keys) {
    const value = context(key);
    if (value !== undefined && value !== '') raw[key] = value;
  }
  raw.region ??= env.CDK_DEFAULT_REGION ?? 'eu-central-1';
  raw.account ??= env.CDK_DEFAULT_ACCOUNT;
  raw.jobEveryMinutes = Object.fromEntries(
    jobNames.map((job) => [job, context(`${job}EveryMinutes`) ?? jobs[job].everyMinutes]),
  );
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid CDK context (cdk.json or -c key=value):\n- ${problems.join('\n- ')}`);
  }
  const config = parsed.data;
  if (config.domainName && !config.certificateArn) {
    throw new Error(
      'Invalid CDK context: domainName needs certificateArn (an ACM certificate in us-east-1)',
    );
  }
  if (Boolean(config.hostedZoneId) !== Boolean(config.hostedZoneName)) {
    throw new Error('Invalid CDK context: hostedZoneId and hostedZoneName go together');
  }
  return config;
}

/** The SES identity: the configured one, else the From address itself. */
export const sendingIdentity = (config: AppConfig): string =>
  config.mailIdentity ?? config.mailFrom;
