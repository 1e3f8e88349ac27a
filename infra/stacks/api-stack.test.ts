import { jobs, type RouteDefinition, routes } from '@catania/shared/api/routes';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../constructs/handler-function';
import { synthForTest, type TestProduct } from '../src/testing';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

let product: TestProduct;
let api: Template;
let functions: Record<string, Resource>;
beforeAll(() => {
  product = synthForTest();
  api = product.templates.api;
  functions = api.findResources('AWS::Lambda::Function') as Record<string, Resource>;
});

const routeList = Object.entries(routes) as [string, RouteDefinition][];

/** The function resource of a route or job, found by its construct path in the logical id. */
function functionOf(key: string): Resource {
  const id = key.charAt(0).toUpperCase() + key.slice(1);
  const match = Object.entries(functions).filter(([logicalId]) =>
    new RegExp(`^(Routes|Jobs)${id}(Job)?Function[0-9A-F]{8}$`).test(logicalId),
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
  it('has exactly one function per route and per job', () => {
    expect(Object.keys(functions)).toHaveLength(routeList.length + Object.keys(jobs).length);
    for (const [key, route] of routeList) {
      expect(functionOf(key).Properties.Description).toContain(`${route.method} ${route.path}`);
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
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
      expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(256);
      expect(fn.Properties.Timeout).toBeLessThanOrEqual(
        fn.Properties.Description.startsWith('job') ? 300 : 29,
      );
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('keeps every log group 30 days', () => {
    const groups = Object.values(api.findResources('AWS::Logs::LogGroup'));
    expect(groups).toHaveLength(Object.keys(functions).length);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(30);
  });

  it('gives every function the table, the site URL and the log level', () => {
    for (const fn of Object.values(functions)) {
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'SITE_URL', 'LOG_LEVEL']),
      );
    }
  });
});

describe('api stack: least privilege', () => {
  it('lets a read route read the table and nothing else', () => {
    const actions = actionsOf('listApartments');
    for (const action of TABLE_WRITE_ACTIONS) expect(actions).not.toContain(action);
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']),
    );
    expect(actions.some((a) => /^(ssm|kms|ses):/.test(a))).toBe(false);
    expect(actions.some((a) => a.includes('*'))).toBe(false);
  });

  it('denies every read route (writes: false) any write action', () => {
    for (const [key, route] of routeList.filter(([, r]) => !r.writes)) {
      const actions = actionsOf(key);
      for (const action of TABLE_WRITE_ACTIONS) expect(actions, key).not.toContain(action);
      expect(route.writes).toBe(false);
    }
  });

  it('lets a write route write, and read its own Stripe secret only', () => {
    const actions = actionsOf('createPaymentLink');
    expect(actions).toEqual(
      expect.arrayContaining([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS]),
    );
    const parameters = parametersOf('createPaymentLink');
    expect(parameters).toHaveLength(1);
    expect(parameters[0]).toContain(':parameter/catania/stripe-secret-key');
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
      expect(Boolean(vars.ADMIN_USERNAME), key).toBe(
        route.access === 'admin' || route.path.startsWith('/api/admin/'),
      );
      expect(
        vars.STRIPE_SECRET_KEY ?? vars.STRIPE_WEBHOOK_SECRET ?? vars.ADMIN_PASSWORD_HASH,
      ).toBeUndefined();
      expect(parametersOf(key), key).toHaveLength(
        Number(Boolean(route.stripe)) + Number(route.access === 'webhook') + Number(admin),
      );
    }
    expect(functionOf('adminLogin').Properties.Environment.Variables).toMatchObject({
      ADMIN_PASSWORD_HASH_PARAMETER: '/catania/admin-password-hash',
      ADMIN_USERNAME: 'admin',
    });
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
    expect(JSON.stringify(statement?.Resource)).toContain(
      `:identity/${product.config.mailIdentity ?? product.config.mailFrom}`,
    );
    expect(statement?.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': product.config.mailFrom },
    });
    api.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: product.config.mailIdentity ?? product.config.mailFrom,
    });
  });
});

describe('api stack: scheduled jobs', () => {
  it('runs each job on its EventBridge schedule from the table', () => {
    const rules = Object.values(api.findResources('AWS::Events::Rule'));
    expect(rules).toHaveLength(Object.keys(jobs).length);
    for (const [key, job] of Object.entries(jobs)) {
      const fnId = Object.entries(functions).find(([, f]) => f === functionOf(key))?.[0];
      api.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: `rate(${job.everyMinutes} minutes)`,
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
      });
    }
    expect(jobs.syncCalendars.everyMinutes).toBe(15);
  });

  it('outputs the Stripe webhook URL on the site domain', () => {
    const outputs = api.findOutputs('StripeWebhookUrl');
    expect(JSON.stringify(outputs)).toContain(routes.handleStripeWebhook.path);
  });
});
