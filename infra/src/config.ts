import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SecretName } from '@catania/functions/lib/secrets';
import { jobs } from '@catania/shared/api/routes';
import { configSchema, DEFAULT_STAGE, jobNames, type ParsedConfig } from './config-schema';

/** The validated config, with what derives from it resolved once. */
export interface AppConfig extends Omit<ParsedConfig, 'parameterPrefix' | 'accountMonitoring'> {
  /** The project's name as configured (`catania`), whatever the stage. */
  project: string;
  /** Prefix of every stack and resource name: `catania`, or `catania-<stage>`. */
  name: string;
  isDefaultStage: boolean;
  mailIdentity: string;
  mailFromDomain: string;
  parameterPrefix: string;
  operatorEmail: string;
  /** Subscribed to the alarm topic: owner and operator in production, the operator elsewhere. */
  alarmEmails: string[];
  accountMonitoring: boolean;
  /**
   * In the SES sandbox, the owner's address as an identity of its own: created by this stage, or
   * (a second stage mailing the same owner in the same account) used from the production stage.
   */
  ownerIdentity?: { address: string; create: boolean };
}

/** Reads a key from CDK context by name (`node.tryGetContext`), or `undefined`. */
export type ContextReader = (key: string) => unknown;

/**
 * Keys a stage other than production never takes from the top level: names that must be unique in
 * the account, and whom a test copy writes to.
 */
const STAGE_OWN_KEYS = [
  'domainName',
  'certificateArn',
  'mailIdentity',
  'mailFromDomain',
  'mailFrom',
  'ownerEmail',
  'parameterPrefix',
  'accountMonitoring',
] as const;

const isWithin = (name: string, zone: string) => name === zone || name.endsWith(`.${zone}`);

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

const localPartOf = (address: string) => address.slice(0, address.lastIndexOf('@'));

function parse(raw: Record<string, unknown>): ParsedConfig {
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid CDK context (cdk.json or -c key=value):\n- ${problems.join('\n- ')}`);
  }
  return parsed.data;
}

/**
 * The defaults of a stage other than production, from production's config: mail from the stage's
 * own subdomain (`info@staging.example.it`, its own SES identity), the site on `<stage>.<zone>`
 * when there is a hosted zone, and the operator standing in for the owner.
 */
function stageDefaults(prod: ParsedConfig, stage: string): Record<string, unknown> {
  const prodMailDomain = prod.mailIdentity ?? domainOf(prod.mailFrom);
  const mailIdentity = `${stage}.${prodMailDomain}`;
  return {
    mailIdentity,
    mailFrom: `${localPartOf(prod.mailFrom)}@${mailIdentity}`,
    ownerEmail: prod.operatorEmail ?? prod.ownerEmail,
    ...(prod.hostedZoneName ? { domainName: `${stage}.${prod.hostedZoneName}` } : {}),
  };
}

/**
 * Builds the validated config from context. Job intervals come from `<job>EveryMinutes` keys
 * (`-c syncCalendarsEveryMinutes=30`); the region falls back to the CLI profile's region.
 */
export function readConfig(
  context: ContextReader,
  env: NodeJS.ProcessEnv = process.env,
): AppConfig {
  const keys = Object.keys(configSchema.shape).filter((k) => k !== 'jobEveryMinutes');
  const jobKeys = jobNames.map((job) => `${job}EveryMinutes`);
  const collect = (read: ContextReader) => {
    const raw: Record<string, unknown> = {};
    for (const key of [...keys, ...jobKeys]) {
      const value = read(key);
      if (value !== undefined && value !== '') raw[key] = value;
    }
    return raw;
  };
  const finish = (raw: Record<string, unknown>) => {
    raw.region ??= env.CDK_DEFAULT_REGION ?? 'eu-central-1';
    raw.account ??= env.CDK_DEFAULT_ACCOUNT;
    raw.jobEveryMinutes = Object.fromEntries(
      jobNames.map((job) => [job, raw[`${job}EveryMinutes`] ?? jobs[job].everyMinutes]),
    );
    for (const key of jobKeys) delete raw[key];
    return parse(raw);
  };

  const topLevel = collect(context);
  const prod = finish({ ...topLevel, stage: DEFAULT_STAGE });
  const stage = String(topLevel.stage ?? DEFAULT_STAGE);
  if (stage === DEFAULT_STAGE) return resolve(prod, prod);

  const stages = context('stages');
  const overrides =
    stages && typeof stages === 'object'
      ? ((stages as Record<string, Record<string, unknown>>)[stage] ?? {})
      : {};
  const inherited = Object.fromEntries(
    Object.entries(topLevel).filter(
      ([key]) => !(STAGE_OWN_KEYS as readonly string[]).includes(key),
    ),
  );
  const staged = finish({ ...inherited, ...stageDefaults(prod, stage), ...overrides, stage });
  return resolve(staged, prod);
}

function resolve(config: ParsedConfig, prod: ParsedConfig): AppConfig {
  const isDefaultStage = config.stage === DEFAULT_STAGE;
  const name = isDefaultStage ? config.name : `${config.name}-${config.stage}`;
  if (name.length > 24) {
    throw new Error(`Invalid CDK context: name and stage together (${name}) exceed 24 characters`);
  }
  if (config.domainName && !config.certificateArn && !config.hostedZoneName) {
    throw new Error(
      'Invalid CDK context: domainName needs hostedZoneId and hostedZoneName (the stacks then create its certificate) or certificateArn (an ACM certificate in us-east-1)',
    );
  }
  if (Boolean(config.hostedZoneId) !== Boolean(config.hostedZoneName)) {
    throw new Error('Invalid CDK context: hostedZoneId and hostedZoneName go together');
  }
  if (config.domainName && config.hostedZoneName && !config.certificateArn) {
    if (!isWithin(config.domainName, config.hostedZoneName)) {
      throw new Error(
        `Invalid CDK context: domainName ${config.domainName} is not inside the hosted zone ${config.hostedZoneName}`,
      );
    }
  }
  const mailIdentity = config.mailIdentity ?? domainOf(config.mailFrom);
  if (!isWithin(domainOf(config.mailFrom), mailIdentity)) {
    throw new Error(
      `Invalid CDK context: mailFrom ${config.mailFrom} is not an address of the SES identity ${mailIdentity}`,
    );
  }
  const operatorEmail = config.operatorEmail ?? config.ownerEmail;
  const alarmEmails = [
    ...new Set(isDefaultStage ? [config.ownerEmail, operatorEmail] : [operatorEmail]),
  ];
  const ownerCovered = isWithin(domainOf(config.ownerEmail), mailIdentity);
  const prodOwnerCovered = isWithin(
    domainOf(prod.ownerEmail),
    prod.mailIdentity ?? domainOf(prod.mailFrom),
  );
  // Production verifies the owner's address in the sandbox; another stage mailing the same address
  // uses that identity rather than creating it a second time (one identity per address and region).
  const sharedWithProd =
    !isDefaultStage &&
    config.ownerEmail === prod.ownerEmail &&
    prod.sesSandbox &&
    !prodOwnerCovered;
  const { parameterPrefix, accountMonitoring, ...rest } = config;
  return {
    ...rest,
    project: config.name,
    name,
    isDefaultStage,
    mailIdentity,
    mailFromDomain: config.mailFromDomain ?? `bounce.${mailIdentity}`,
    parameterPrefix: parameterPrefix ?? `/${name}`,
    operatorEmail,
    alarmEmails,
    accountMonitoring: accountMonitoring ?? isDefaultStage,
    ownerIdentity:
      config.sesSandbox && !ownerCovered
        ? { address: config.ownerEmail, create: !sharedWithProd }
        : undefined,
  };
}

/** Whether the stacks manage DNS for `name`: a hosted zone is configured and contains it. */
export function zoneCovers(config: AppConfig, name: string): boolean {
  return Boolean(config.hostedZoneName && isWithin(name, config.hostedZoneName));
}

/** Whether the stacks make the site's certificate (a domain in the zone, no certificate given). */
export const makesCertificate = (config: AppConfig): boolean =>
  Boolean(config.domainName && !config.certificateArn && zoneCovers(config, config.domainName));

/**
 * SSM parameter of each secret, under the stage's prefix: `/catania/stripe-secret-key`. The
 * webhook's signing secret is stored per endpoint below its name (the custom resource's).
 */
export function parameterNames(prefix: string): Record<SecretName, string> {
  return {
    STRIPE_SECRET_KEY: `${prefix}/stripe-secret-key`,
    STRIPE_WEBHOOK_SECRET: `${prefix}/stripe-webhook-secret`,
    ADMIN_PASSWORD_HASH: `${prefix}/admin-password-hash`,
    ALLOGGIATI_PASSWORD: `${prefix}/alloggiati-password`,
    ALLOGGIATI_WSKEY: `${prefix}/alloggiati-wskey`,
    OSSERVATORIO_PASSWORD: `${prefix}/osservatorio-password`,
  };
}

/** The context of `cdk.json` at `root` (feature flags and settings), as the CLI would pass it. */
export function cdkJsonContext(root: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, 'cdk.json'), 'utf8')).context;
}
