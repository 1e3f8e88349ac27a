import { PRODUCTION_COST } from '@catania/functions/auth/password';
import { jobs, type RouteDefinition, routeGroups, routes } from '@catania/shared/api/routes';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { eventSpecs } from '../src/functions';
import { STRIPE_WEBHOOK_EVENTS } from '../src/stripe-webhook-endpoint';
import { tableActionsInCode } from '../src/table-access';
import { type Synthesized, synthesized } from '../src/testing';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

let product: Synthesized;
let api: Template;
let functions: Record<string, Resource>;
beforeAll(() => {
  product = synthesized(inject('synthDir'), 'prod');
  api = product.templates.api;
  functions = api.findResources('AWS::Lambda::Function') as Record<string, Resource>;
});

const routeList = Object.entries(routes) as [string, RouteDefinition][];

/** The function resource of a route or job, found by its construct path in the logical id. */
function functionOf(key: string): Resource {
  const id = key.charAt(0).toUpperCase() + key.slice(1);
  const match = Object.entries(functions).filter(([logicalId]) =>
    new RegExp(`^(Routes|Jobs)?${id}(Job)?Function[0-9A-F]{8}$`).test(logicalId),
  );
  expect(match, `function of ${key}`).toHaveLength(1);
  return match[0]?.[1] as Resource;
}

/** Every policy statement attached to the role of a function. */
function statementsOf(
  key: string,
): { Action: string | string[]; Resource: unknown; Condition?: unknown }[] {
  const roleRef = functionOf(key).Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(api.findResources('AWS::IAM::Policy')).filter((p) =>
    (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleRef),
  );
  return policies.flatMap((p) => p.Properties.PolicyDocument.Statement);
}
/** The SSM parameters a function may read, one JSON string each. */
const parametersOf = (key: string) =>
  statementsOf(key)
    .filter((s) => s.Action === 'ssm:GetParameter')
    .flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]))
    .map((r) => JSON.stringify(r));
const actionsOf = (key: string) =>
  statementsOf(key).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('api stack: one Lambda per route of the shared table', () => {
  it('has exactly one function per route, per job, per event handler, the webhook registrar and the stored pages renderer', () => {
    expect(Object.keys(functions)).toHaveLength(
      routeList.length + Object.keys(jobs).length + eventSpecs().length + 2,
    );
    for (const [key, route] of routeList) {
      expect(functionOf(key).Properties.Description).toContain(`${route.method} ${route.path}`);
    }
  });

  it("keeps every template well under CloudFormation's 500 resources: each route group in a nested stack of its own", () => {
    const stack = product.raw.stacks.api;
    const count = (template: unknown) =>
      Object.keys((template as { Resources: object }).Resources).length;
    expect(Object.keys(stack?.nested ?? {}).sort()).toEqual(
      Object.keys(routeGroups)
        .map((group) => `${group.charAt(0).toUpperCase()}${group.slice(1)}Routes`)
        .sort(),
    );
    for (const template of [stack?.template, ...Object.values(stack?.nested ?? {})]) {
      expect(count(template)).toBeLessThan(400);
    }
  });

  it('adds one HTTP API route per table entry, integrated with payload format 2.0', () => {
    for (const [, route] of routeList) {
      api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
      });
    }
    api.resourceCountIs('AWS::ApiGatewayV2::Route', routeList.length);
    // No mapping or template anywhere: the webhook gets Stripe's bytes untouched.
    const integrations = Object.values(api.findResources('AWS::ApiGatewayV2::Integration'));
    expect(integrations).toHaveLength(routeList.length);
    for (const integration of integrations) {
      expect(integration.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
      });
      expect(integration.Properties.RequestParameters).toBeUndefined();
      expect(integration.Properties.RequestTemplates).toBeUndefined();
    }
  });

  it('runs Node 22 on arm64, ESM bundles with source maps, with sane memory and timeouts', () => {
    for (const fn of Object.values(functions)) {
      // sharp's native build is installed for the bundling machine's platform (x86_64).
      const native = fn.Properties.Description.endsWith('(create-photo)');
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: [native ? 'x86_64' : 'arm64'],
      });
      expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(256);
      // Behind API Gateway a route has 30 s; the others run on their own.
      const isRoute = /^(GET|POST|PUT|DELETE) /.test(fn.Properties.Description);
      expect(fn.Properties.Timeout).toBeLessThanOrEqual(isRoute ? 29 : 300);
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('keeps every log group 30 days', () => {
    const groups = Object.values(api.findResources('AWS::Logs::LogGroup'));
    expect(groups).toHaveLength(Object.keys(functions).length);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(30);
  });

  it('gives every product function the table, the site URL, the log level and the metrics namespace', () => {
    const product = Object.values(functions).filter(
      (fn) => !fn.Properties.Description.startsWith('task '),
    );
    expect(product).toHaveLength(Object.keys(functions).length - 2);
    for (const fn of product) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        TABLE_NAME: expect.anything(),
        SITE_URL: expect.anything(),
        LOG_LEVEL: 'INFO',
        POWERTOOLS_METRICS_NAMESPACE: 'catania',
      });
    }
  });
});

const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const tableActionsOfKey = (key: string) =>
  [...new Set(actionsOf(key).filter((a) => a.startsWith('dynamodb:')))].sort();

describe('api stack: least privilege', () => {
  it('lets a read route read the table and nothing else', () => {
    const actions = actionsOf('listApartments');
    for (const action of TABLE_WRITE_ACTIONS) expect(actions).not.toContain(action);
    expect(tableActionsOfKey('getApartment')).toEqual(['dynamodb:GetItem']);
    expect(actions.some((a) => /^(ssm|kms|ses):/.test(a))).toBe(false);
    expect(actions.some((a) => a.includes('*'))).toBe(false);
  });

  it('grants each function the table actions its code calls: no Scan anywhere, deletes only where code deletes', () => {
    const everyAction = Object.values(api.findResources('AWS::IAM::Policy')).flatMap((p) =>
      p.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => s.Action),
    );
    expect(everyAction).toContain('dynamodb:GetItem');
    expect(everyAction).not.toContain('dynamodb:Scan');
    expect(everyAction).not.toContain('dynamodb:DescribeTable');
    // A calendar removed takes its blocks with it; a calendar read deletes nothing.
    expect(tableActionsOfKey('deleteCalendar')).toEqual(
      expect.arrayContaining(['dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']),
    );
    for (const key of ['listCalendars', 'getApartment', 'calculatePrice', 'searchAvailability']) {
      expect(actionsOf(key), key).not.toContain('dynamodb:DeleteItem');
      expect(actionsOf(key), key).not.toContain('dynamodb:BatchWriteItem');
    }
    // The seed custom resource (data stack) runs code of the functions workspace: read there too.
    const seedActions = Object.values(
      product.templates.data.findResources('AWS::IAM::Policy'),
    ).flatMap((p) =>
      p.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => s.Action),
    );
    expect(seedActions).toContain('dynamodb:PutItem');
    // A checkout holds its nights in a transaction of Puts: PutItem, authorised per item.
    expect(tableActionsOfKey('createPaymentLink')).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query']),
    );
  });

  it('reads the actions from the code that is reached: commands constructed, transaction items written', () => {
    const code = [
      'import { GetCommand, DeleteCommand as DeleteCommand2, ScanCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";',
      'await db.send(new GetCommand({ Key }));',
      'await db.send(new DeleteCommand2({ Key }));',
      'await db.send(new TransactWriteCommand({ TransactItems: [{ ConditionCheck: check }, { Update: update }] }));',
    ].join('\n');
    // ScanCommand is imported but never constructed: not granted.
    expect(tableActionsInCode(code)).toEqual([
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
    ]);
  });

  it('denies every read route (writes: false) any write action', () => {
    for (const [key, route] of routeList.filter(([, r]) => !r.writes)) {
      const actions = actionsOf(key);
      for (const action of TABLE_WRITE_ACTIONS) expect(actions, key).not.toContain(action);
      expect(route.writes).toBe(false);
    }
  });

  it("gives the sign-in the memory scrypt takes at the production cost, on top of Node's own", () => {
    const scryptMb = (128 * PRODUCTION_COST.N * PRODUCTION_COST.r) / 2 ** 20;
    expect(functionOf('adminLogin').Properties.MemorySize).toBeGreaterThanOrEqual(scryptMb + 128);
  });

  it('lets a write route write, and read its own Stripe secret only', () => {
    expect(actionsOf('createPaymentLink')).toContain('dynamodb:PutItem');
    const parameters = parametersOf('createPaymentLink');
    expect(parameters).toHaveLength(1);
    expect(parameters[0]).toContain(':parameter/catania/stripe-secret-key"');
  });

  it('queries the two indexes by name, never index/*', () => {
    const resources = JSON.stringify(statementsOf('listBookings'));
    for (const index of ['byId', 'byCollection']) expect(resources).toContain(`/index/${index}`);
    expect(resources).not.toContain('/index/*');
  });

  it('hands each secret only to the functions that need it', () => {
    for (const [key, route] of routeList) {
      const vars = functionOf(key).Properties.Environment.Variables;
      expect(Boolean(vars.STRIPE_SECRET_KEY_PARAMETER), key).toBe(Boolean(route.stripe));
      expect(Boolean(vars.STRIPE_WEBHOOK_SECRET_PARAMETER), key).toBe(route.access === 'webhook');
      const admin = key === 'adminLogin';
      expect(Boolean(vars.ADMIN_PASSWORD_HASH_PARAMETER), key).toBe(admin);
      // Alloggiati Web's password and WsKey: 'Invia ora' only among the routes.
      const police = Boolean(route.alloggiati);
      expect(Boolean(vars.ALLOGGIATI_PASSWORD_PARAMETER), key).toBe(police);
      expect(Boolean(vars.ALLOGGIATI_WSKEY_PARAMETER), key).toBe(police);
      // The Region's PMS password: 'Reinvia' only among the routes.
      const region = Boolean(route.osservatorio);
      expect(Boolean(vars.OSSERVATORIO_PASSWORD_PARAMETER), key).toBe(region);
      expect(Boolean(vars.ADMIN_USERNAME), key).toBe(
        route.access === 'admin' || route.path.startsWith('/api/admin/'),
      );
      expect(
        vars.STRIPE_SECRET_KEY ??
          vars.STRIPE_WEBHOOK_SECRET ??
          vars.ADMIN_PASSWORD_HASH ??
          vars.ALLOGGIATI_PASSWORD ??
          vars.ALLOGGIATI_WSKEY ??
          vars.OSSERVATORIO_PASSWORD,
      ).toBeUndefined();
      expect(parametersOf(key), key).toHaveLength(
        Number(Boolean(route.stripe)) +
          Number(route.access === 'webhook') +
          Number(admin) +
          2 * Number(police) +
          Number(region),
      );
    }
    expect(functionOf('adminLogin').Properties.Environment.Variables).toMatchObject({
      ADMIN_PASSWORD_HASH_PARAMETER: '/catania/admin-password-hash',
      ADMIN_USERNAME: 'admin',
    });
  });

  it('reads secrets through the Parameters and Secrets extension, kept five minutes', () => {
    for (const [key] of routeList) {
      const { Layers, Environment } = functionOf(key).Properties;
      const reads = parametersOf(key).length > 0;
      expect(JSON.stringify(Layers ?? []).includes('Parameters-and-Secrets'), key).toBe(reads);
      if (reads) {
        expect(Environment.Variables, key).toMatchObject({
          PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: 'true',
          SSM_PARAMETER_STORE_TTL: '300',
        });
      }
    }
  });

  it("lets only the routes that change the edge's cached answers invalidate the distribution, and tells them which", () => {
    for (const [key, route] of routeList) {
      const variables = functionOf(key).Properties.Environment.Variables;
      const invalidates = actionsOf(key).includes('cloudfront:CreateInvalidation');
      expect(invalidates, key).toBe(Boolean(route.invalidatesEdge));
      expect(variables.EDGE_DISTRIBUTION_ID !== undefined, key).toBe(
        Boolean(route.invalidatesEdge),
      );
    }
    const statement = statementsOf('moderateReview').find(
      (s) => s.Action === 'cloudfront:CreateInvalidation',
    );
    expect(JSON.stringify(statement?.Resource)).toMatch(/:cloudfront::.*:distribution\//);
  });

  it('lets only mail routes send, only from the configured identity and address', () => {
    for (const [key, route] of routeList) {
      const ses = statementsOf(key).filter((s) => JSON.stringify(s.Action).includes('ses:'));
      expect(ses.length, key).toBe(route.mail ? 1 : 0);
      expect(Boolean(functionOf(key).Properties.Environment.Variables.MAIL_FROM), key).toBe(
        Boolean(route.mail),
      );
    }
    const [statement] = statementsOf('createContact').filter((s) =>
      JSON.stringify(s.Action).includes('ses:'),
    );
    expect(statement?.Action).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(JSON.stringify(statement?.Resource)).toContain(':identity/cataniacentroapartments.it');
    expect(statement?.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': 'info@cataniacentroapartments.it' },
    });
  });
});

/** EventBridge's rate expression as CDK writes it: whole hours in hours, the rest in minutes. */
function rateOf(minutes: number): string {
  if (minutes % 60 !== 0) return `rate(${minutes} minutes)`;
  const hours = minutes / 60;
  return `rate(${hours} ${hours === 1 ? 'hour' : 'hours'})`;
}

describe('api stack: scheduled jobs', () => {
  it('runs each job on its EventBridge schedule from the table', () => {
    const rules = Object.values(api.findResources('AWS::Events::Rule')).filter(
      (r) => r.Properties.ScheduleExpression,
    );
    expect(rules).toHaveLength(Object.keys(jobs).length);
    for (const [key, job] of Object.entries(jobs)) {
      const fnId = Object.entries(functions).find(([, f]) => f === functionOf(key))?.[0];
      api.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: rateOf(job.everyMinutes),
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
      });
    }
    expect(jobs.syncCalendars.everyMinutes).toBe(15);
  });

  it('sends a run that failed after its retry, or an undeliverable event, to the failure queue', () => {
    const queueId = logicalIdOf('AWS::SQS::Queue', /^FailedInvocations/);
    for (const key of Object.keys(jobs)) {
      const fnId = logicalIdOfFunction(key);
      api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: fnId },
        MaximumRetryAttempts: 1,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      });
      api.hasResourceProperties('AWS::Events::Rule', {
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
          }),
        ],
      });
    }
    api.hasResourceProperties('AWS::SQS::Queue', {
      MessageRetentionPeriod: 14 * 86_400,
      SqsManagedSseEnabled: true,
    });
  });

  it('mails when the failure queue holds a message, and when a job has not run for an hour', () => {
    const queueId = logicalIdOf('AWS::SQS::Queue', /^FailedInvocations/);
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'catania-scheduled-job-failed',
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [Match.anyValue()],
      OKActions: [Match.anyValue()],
    });
    for (const [key, job] of Object.entries(jobs)) {
      api.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `catania-${key.replace(/([A-Z])/g, '-$1').toLowerCase()}-job-not-running`,
        Namespace: 'AWS/Lambda',
        MetricName: 'Invocations',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalIdOfFunction(key) } }],
        Statistic: 'Sum',
        Period: Math.max(3600, 2 * job.everyMinutes * 60),
        Threshold: 1,
        ComparisonOperator: 'LessThanThreshold',
        TreatMissingData: 'breaching',
        AlarmActions: [Match.anyValue()],
      });
    }
  });
});

describe('api stack: mail', () => {
  it('sends from the SES domain identity with Easy DKIM, a MAIL FROM domain and the configuration set', () => {
    const setId = logicalIdOf('AWS::SES::ConfigurationSet', /^MailConfigurationSet/);
    api.resourceCountIs('AWS::SES::EmailIdentity', 1);
    api.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'cataniacentroapartments.it',
      MailFromAttributes: { MailFromDomain: 'bounce.cataniacentroapartments.it' },
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: setId } },
    });
    const identity = Object.values(api.findResources('AWS::SES::EmailIdentity'))[0];
    // Easy DKIM is SES's default: no key of our own, signing not turned off.
    expect(identity?.Properties.DkimSigningAttributes).toBeUndefined();
    expect(identity?.Properties.DkimAttributes?.SigningEnabled).not.toBe(false);
    api.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'catania-mail',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });

  it('without a hosted zone, prints the DKIM and MAIL FROM records for the operator', () => {
    api.resourceCountIs('AWS::Route53::RecordSet', 0);
    const outputs = Object.keys(api.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'DkimRecord1',
        'DkimRecord2',
        'DkimRecord3',
        'MailFromMxRecord',
        'MailFromSpfRecord',
      ]),
    );
  });

  it('with the domain in the hosted zone, writes the DKIM and MAIL FROM records there', () => {
    const staging = synthesized(inject('synthDir'), 'staging').templates.api;
    const identityId = Object.keys(staging.findResources('AWS::SES::EmailIdentity'))[0];
    for (const n of [1, 2, 3]) {
      staging.hasResourceProperties('AWS::Route53::RecordSet', {
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
        Type: 'CNAME',
        Name: { 'Fn::GetAtt': [identityId, `DkimDNSTokenName${n}`] },
        ResourceRecords: [{ 'Fn::GetAtt': [identityId, `DkimDNSTokenValue${n}`] }],
      });
    }
    staging.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'MX',
      Name: 'bounce.staging.cataniacentroapartments.it.',
      ResourceRecords: ['10 feedback-smtp.eu-central-1.amazonses.com'],
    });
    staging.hasResourceProperties('AWS::Route53::RecordSet', {
      Type: 'TXT',
      Name: 'bounce.staging.cataniacentroapartments.it.',
      ResourceRecords: ['"v=spf1 include:amazonses.com ~all"'],
    });
  });

  it("publishes bounces and complaints to EventBridge, whose rule hands this stage's to the mail-event handler", () => {
    const setId = logicalIdOf('AWS::SES::ConfigurationSet', /^MailConfigurationSet/);
    api.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: Match.objectLike({
        Enabled: true,
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
      }),
    });
    const handlerId = logicalIdOfFunction('mailEvents');
    const queueId = logicalIdOf('AWS::SQS::Queue', /^FailedInvocations/);
    api.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: 'default',
      EventPattern: {
        source: ['aws.ses'],
        detail: { mail: { tags: { 'ses:configuration-set': [{ Ref: setId }] } } },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [handlerId, 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
        }),
      ],
    });
    api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: handlerId },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(actionsOf('mailEvents')).toEqual(expect.arrayContaining(['dynamodb:UpdateItem']));
  });
});

describe('api stack: a deploy keeps the pages the owner published (ADR 0019)', () => {
  it('renders the stored pages again on each new web build, after the web stack uploaded it', () => {
    const [resource, ...others] = Object.values(api.findResources('Custom::StoredContentPages'));
    expect(others).toHaveLength(0);
    // A new build, a new Build value: CloudFormation updates the resource, which renders again.
    expect(resource?.Properties.Build).toBe(product.raw.webBuild);
    expect(resource?.Properties.Build).toMatch(/^[0-9a-f]{64}$/);
    const renderer = logicalIdOf('AWS::Lambda::Function', /^RenderStoredPagesFunction[0-9A-F]{8}$/);
    expect(resource?.Properties.ServiceToken).toEqual({ 'Fn::GetAtt': [renderer, 'Arn'] });
    // The API stack deploys after the web stack, whose upload leaves these pages alone.
    expect(product.raw.stacks.api?.dependencies).toContain(product.raw.stacks.web?.name);
  });

  it("gives the renderer the publish function's access: the pages, their invalidation, the table read", () => {
    const variables = functionOf('renderStoredPages').Properties.Environment.Variables;
    expect(variables).toMatchObject({
      SITE_BUCKET: expect.anything(),
      EDGE_DISTRIBUTION_ID: expect.anything(),
      TABLE_NAME: expect.anything(),
    });
    expect(actionsOf('renderStoredPages')).toContain('cloudfront:CreateInvalidation');
    const role = functionOf('renderStoredPages').Properties.Role['Fn::GetAtt'][0];
    const managed = JSON.stringify(api.toJSON().Resources[role].Properties.ManagedPolicyArns);
    expect(managed).toMatch(/PublishPagesPolicy/);
    expect(functionOf('renderStoredPages').Properties.Timeout).toBe(300);
  });
});

describe('api stack: the Stripe webhook endpoint', () => {
  it('is registered by a custom resource with the stage key, for the handled events', () => {
    api.hasResourceProperties('Custom::StripeWebhookEndpoint', {
      Url: Match.anyValue(),
      Events: STRIPE_WEBHOOK_EVENTS,
      ManagedBy: 'catania',
      SecretKeyParameter: '/catania/stripe-secret-key',
      SecretParameterPrefix: '/catania/stripe-webhook-secret',
    });
    const resource = Object.values(api.findResources('Custom::StripeWebhookEndpoint'))[0];
    expect(JSON.stringify(resource?.Properties.Url)).toContain(routes.handleStripeWebhook.path);
    const statements = statementsOf('stripeWebhookEndpoint');
    expect(JSON.stringify(statements)).toContain(':parameter/catania/stripe-secret-key"');
    expect(JSON.stringify(statements)).toContain(':parameter/catania/stripe-webhook-secret/*"');
    expect(statements.some((st) => JSON.stringify(st.Action).includes('dynamodb'))).toBe(false);
  });

  it('gives the webhook function the secret of exactly the registered endpoint', () => {
    const endpointId = logicalIdOf('Custom::StripeWebhookEndpoint', /^StripeWebhook$/);
    const variable =
      functionOf('handleStripeWebhook').Properties.Environment.Variables
        .STRIPE_WEBHOOK_SECRET_PARAMETER;
    // The route lives in a nested stack: the endpoint's id reaches it as a stack parameter.
    const [prefix, reference] = variable['Fn::Join'][1];
    expect(prefix).toBe('/catania/stripe-webhook-secret/');
    expect(passedToNestedStack(reference.Ref)).toEqual({ Ref: endpointId });
    expect(JSON.stringify(parametersOf('handleStripeWebhook'))).toContain(endpointId);
  });

  it('outputs the Stripe webhook URL on the site domain', () => {
    const outputs = api.findOutputs('StripeWebhookUrl');
    expect(JSON.stringify(outputs)).toContain(routes.handleStripeWebhook.path);
  });
});

/** What the parent stack passes to a nested stack's parameter. */
function passedToNestedStack(parameter: string): unknown {
  const values = Object.values(api.findResources('AWS::CloudFormation::Stack'))
    .map((stack) => stack.Properties.Parameters?.[parameter])
    .filter((value) => value !== undefined);
  expect(values.length, parameter).toBeGreaterThan(0);
  return values[0];
}

function logicalIdOf(type: string, pattern: RegExp): string {
  const ids = Object.keys(api.findResources(type)).filter((id) => pattern.test(id));
  expect(ids, `${type} ${pattern}`).toHaveLength(1);
  return ids[0] as string;
}

function logicalIdOfFunction(key: string): string {
  const fn = functionOf(key);
  return Object.entries(functions).find(([, f]) => f === fn)?.[0] as string;
}
