import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SecretName } from '@catania/functions/lib/secrets';
import { TABLE } from '@catania/functions/lib/table';
import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Code,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
  Runtime,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { cdkBundling, memoryMbOf } from '../src/bundling';
import type { FunctionSpec, SiteAccess } from '../src/functions';
import { repoRoot } from '../src/functions';
import { tableActionsOf } from '../src/table-access';

/** What every function of the product may be given: built once per stack, shared by all. */
export interface FunctionResources {
  /** The table; needed unless the spec says `noTable`. */
  table?: ITable;
  /** Set on every function: TABLE_NAME, SITE_URL, LOG_LEVEL. */
  environment: Record<string, string>;
  /** The SSM SecureString parameters of the secrets; needed when a function has secrets. */
  secrets?: {
    /** Parameter name of each secret (`/catania/stripe-secret-key`). */
    parameterNames: Record<SecretName, string>;
    /** Their KMS key; default: the AWS managed aws/ssm key, used through SSM only. */
    keyArn?: string;
  };
  /** Mail settings, given only to functions that send mail; needed when one does. */
  mail?: {
    environment: Record<string, string>;
    /** SES identity ARNs the send permission covers (the sending identity; in the sandbox also the owner's). */
    identityArns: string[];
    fromAddress: string;
  };
  /** ADMIN_USERNAME of the admin functions. */
  adminUsername?: string;
  /** The site's distribution, for the functions that invalidate its cached copies. */
  edge?: { distributionId: string; distributionArn: string };
  /** The site's storage, for the functions of the owner's photos and publishing. */
  site?: {
    siteBucket: IBucket;
    uploadsBucket: IBucket;
    /** What each kind of site access may do, as the web stack that owns the buckets words it. */
    policies: Record<keyof SiteAccess, IManagedPolicy>;
  };
  logRetention: RetentionDays;
  /** Replace a missing handler file by a stub answering 501 instead of failing the synth. */
  allowMissingHandlers: boolean;
}

export interface HandlerFunctionProps {
  spec: FunctionSpec;
  resources: FunctionResources;
}

/**
 * The table actions the function's own code calls (table-access.ts: read from its bundle), and
 * queries on the indexes named one by one, never `index/*`. A handler file not written yet (a
 * stub, tests only) gets nothing: it never touches the table.
 */
function grantTable(role: Role, table: ITable, entry: string) {
  const actions = tableActionsOf(entry) ?? [];
  if (actions.length === 0) return;
  role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [table.tableArn] }));
  const indexActions = actions.filter((a) => a === 'dynamodb:Query' || a === 'dynamodb:Scan');
  if (indexActions.length === 0) return;
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: indexActions,
      resources: Object.keys(TABLE.indexes).map((index) => `${table.tableArn}/index/${index}`),
    }),
  );
}

function required<T>(value: T | undefined, what: string, spec: FunctionSpec): T {
  if (value === undefined) throw new Error(`${spec.kind} ${spec.key} needs ${what}, not given`);
  return value;
}

/**
 * The AWS Parameters and Secrets Lambda Extension, added to the functions that read a secret
 * (functions/src/lib/secrets.ts asks it on localhost instead of loading the SSM client at every
 * cold start). It reads with the function's own role, so the grants below still decide; it keeps
 * each value five minutes, so a rotated secret is used within five minutes.
 */
const SECRETS_EXTENSION = {
  version: ParamsAndSecretsVersions.V1_0_103,
  options: {
    cacheSize: 10,
    parameterStoreTtl: Duration.minutes(5),
    logLevel: ParamsAndSecretsLogLevel.WARN,
  },
} as const;

const STUB = `exports.handler = async () => ({ statusCode: 501, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: 'Non ancora disponibile' }) });`;

/**
 * One Lambda function of the product (a route or a job) with its own role and log group and the
 * least privilege: on the table the actions its code calls, the SSM parameters of its own
 * secrets, SES sending only from the configured identity and only if it sends mail.
 */
export class HandlerFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { spec, resources: r } = props;
    const stack = Stack.of(this);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: r.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role with inline grants instead of AWSLambdaBasicExecutionRole: logs to its own group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${spec.kind} ${spec.key} (${spec.handler})`,
    });

    const environment: Record<string, string> = {
      ...r.environment,
      // Stack traces point at the TypeScript sources through the bundled source map.
      NODE_OPTIONS: '--enable-source-maps',
    };
    const secrets = spec.secrets.length > 0 ? required(r.secrets, 'secrets', spec) : undefined;
    const mail = spec.mail ? required(r.mail, 'mail', spec) : undefined;
    for (const secret of spec.secrets) {
      if (secrets) environment[`${secret}_PARAMETER`] = secrets.parameterNames[secret];
    }
    if (mail) Object.assign(environment, mail.environment);
    if (spec.admin) environment.ADMIN_USERNAME = required(r.adminUsername, 'adminUsername', spec);
    const edge = spec.invalidatesEdge ? required(r.edge, 'the distribution', spec) : undefined;
    if (edge) environment.EDGE_DISTRIBUTION_ID = edge.distributionId;
    const site = spec.site ? required(r.site, 'the site storage', spec) : undefined;
    if (site) {
      // Names as functions/src/lib/env.ts reads them.
      environment.SITE_BUCKET = site.siteBucket.bucketName;
      environment.UPLOADS_BUCKET = site.uploadsBucket.bucketName;
    }

    const stub = !existsSync(spec.entry);
    if (stub && !r.allowMissingHandlers) {
      throw new Error(`Missing handler file ${path.relative(repoRoot, spec.entry)}`);
    }
    if (stub) {
      Annotations.of(this).addWarningV2(
        'catania:stubbedHandler',
        `${path.relative(repoRoot, spec.entry)} does not exist: a stub answering 501 stands in for it. Never deploy this.`,
      );
    }

    this.fn = new NodejsFunction(this, 'Function', {
      description: `${spec.route ? `${spec.route.method} ${spec.route.path}` : `${spec.kind} ${spec.key}`} (${spec.handler})`,
      runtime: Runtime.NODEJS_22_X,
      // A native module is installed by npm for the machine that bundles (x86_64).
      architecture: spec.nodeModules?.length ? Architecture.X86_64 : Architecture.ARM_64,
      // Chosen from the function's measured cold start
      // (npx tsx scripts/src/bench/bundle-report.ts --record).
      memorySize: memoryMbOf(spec),
      timeout: Duration.seconds(spec.timeoutSeconds),
      role: this.role,
      logGroup: this.logGroup,
      environment,
      ...(secrets
        ? {
            paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(
              SECRETS_EXTENSION.version,
              SECRETS_EXTENSION.options,
            ),
          }
        : {}),
      ...(stub
        ? { code: Code.fromInline(STUB), handler: 'index.handler' }
        : {
            entry: spec.entry,
            handler: 'handler',
            projectRoot: repoRoot,
            depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
            bundling: cdkBundling(spec),
          }),
    });

    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is pinned on purpose: the LTS line the code is built and tested with (Lambda supports it until 2027); moving to 24 is a deliberate upgrade.',
    });

    this.logGroup.grantWrite(this.role);
    if (site && spec.site) {
      for (const access of Object.keys(spec.site) as (keyof SiteAccess)[]) {
        this.role.addManagedPolicy(site.policies[access]);
      }
    }
    if (!spec.noTable) grantTable(this.role, required(r.table, 'the table', spec), spec.entry);

    for (const secret of spec.secrets) {
      const parameters = required(secrets, 'secrets', spec);
      const parameterArn = stack.formatArn({
        service: 'ssm',
        resource: 'parameter',
        resourceName: parameters.parameterNames[secret].replace(/^\//, ''),
      });
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameterArn] }),
      );
      // The AWS managed aws/ssm key lets every principal of the account decrypt through SSM, so
      // GetParameter on the exact parameter is the control. With a customer managed key the
      // function may decrypt with it only through SSM and only this parameter (SSM binds the
      // parameter ARN as encryption context).
      if (parameters.keyArn) {
        this.role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['kms:Decrypt'],
            resources: [parameters.keyArn],
            conditions: {
              StringEquals: {
                'kms:ViaService': `ssm.${stack.region}.${stack.urlSuffix}`,
                'kms:EncryptionContext:PARAMETER_ARN': parameterArn,
              },
            },
          }),
        );
      }
    }

    if (edge) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['cloudfront:CreateInvalidation'],
          resources: [edge.distributionArn],
        }),
      );
    }

    if (mail) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resources: mail.identityArns,
          conditions: { StringEquals: { 'ses:FromAddress': mail.fromAddress } },
        }),
      );
    }
  }
}
