import type { RouteDefinition } from '@catania/shared/api/route';
import * as adminSession from '@catania/shared/api/routes/admin-session';
import * as availability from '@catania/shared/api/routes/availability';
import * as bookings from '@catania/shared/api/routes/bookings';
import * as contacts from '@catania/shared/api/routes/contacts';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { AppConfig } from '../src/config';

export interface FirewallStackProps extends StackProps {
  config: AppConfig;
}

/** How many requests one address may send to some routes in five minutes before WAF answers. */
export const FIREWALL_RATE_LIMITS = [
  {
    name: 'SignIn',
    // The application allows 5 failures per address in 15 minutes; this stops the volume.
    routes: [adminSession.adminLogin],
    perFiveMinutes: 50,
  },
  {
    name: 'CheckoutsAndMessages',
    // The application allows 10 checkouts an hour and 5 messages; far above a person here too.
    routes: [bookings.createPaymentLink, contacts.createContact],
    perFiveMinutes: 50,
  },
  {
    name: 'AvailabilitySearches',
    // The application allows 60 searches a minute per address.
    routes: [availability.checkAvailability, availability.searchAvailability],
    perFiveMinutes: 600,
  },
] as const satisfies readonly {
  name: string;
  routes: readonly RouteDefinition[];
  perFiveMinutes: number;
}[];

/** Every other API call from one address, Stripe's webhook aside (it comes in bursts). */
export const FIREWALL_API_LIMIT_PER_FIVE_MINUTES = 3000;

/** The answer to a request over a rate limit: the API's own error shape, in Italian. */
const TOO_MANY = 'too-many-requests';
const TOO_MANY_BODY = JSON.stringify({
  error: 'Troppe richieste in poco tempo. Riprova tra qualche minuto.',
  code: 'rate_limited',
});

type Statement = CfnWebACL.StatementProperty;

const uriMatch = (
  positionalConstraint: 'EXACTLY' | 'STARTS_WITH' | 'ENDS_WITH',
  text: string,
): Statement => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint,
    searchString: text,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const methodIs = (method: string): Statement => ({
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: method,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const allOf = (statements: Statement[]): Statement =>
  statements.length === 1 ? (statements[0] as Statement) : { andStatement: { statements } };
const anyOf = (statements: Statement[]): Statement =>
  statements.length === 1 ? (statements[0] as Statement) : { orStatement: { statements } };

/** A route of the shared table as a WAF statement: its method and its path (parameters open). */
export function routeStatement(route: RouteDefinition): Statement {
  const parts = route.path.split(/\{[^}]+\}/);
  const path =
    parts.length === 1
      ? uriMatch('EXACTLY', route.path)
      : allOf([
          uriMatch('STARTS_WITH', parts[0] as string),
          uriMatch('ENDS_WITH', parts.at(-1) || '/'),
        ]);
  return allOf([methodIs(route.method), path]);
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const blockTooMany: CfnWebACL.RuleActionProperty = {
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: TOO_MANY,
      responseHeaders: [{ name: 'retry-after', value: '300' }],
    },
  },
};

function rateRule(
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement: Statement,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: blockTooMany,
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        evaluationWindowSec: 300,
        limit,
        scopeDownStatement,
      },
    },
    visibilityConfig: visibility(name),
  };
}

function managedRule(
  name: string,
  priority: number,
  scopeDownStatement?: Statement,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        scopeDownStatement,
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The web ACL in front of CloudFront (a CLOUDFRONT-scope ACL lives in us-east-1, so it has a stack
 * of its own, read by the web stack through a cross-region reference). AWS's managed rules stop
 * known bad addresses and request patterns before they reach a function; rate-based rules per
 * address on the routes the application limits too (functions/src/abuse/limits.ts, auth) stop a
 * flood at the edge, where it costs no Lambda, DynamoDB or SES. The application's limits stay:
 * they are finer (per e-mail, per user) and answer in the page's words. Cost: docs/operations.md.
 */
export class FirewallStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallStackProps) {
    super(scope, id, props);
    const { config } = props;
    const notWebhook: Statement = {
      notStatement: { statement: routeStatement(bookings.handleStripeWebhook) },
    };
    const api = uriMatch('STARTS_WITH', '/api/');

    const rules: CfnWebACL.RuleProperty[] = [
      managedRule('AWSManagedRulesAmazonIpReputationList', 0),
      // Stripe's signed events can be large and carry guests' text: the signature guards them.
      managedRule('AWSManagedRulesCommonRuleSet', 1, notWebhook),
      managedRule('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ...FIREWALL_RATE_LIMITS.map((limit, index) =>
        rateRule(
          limit.name,
          10 + index,
          limit.perFiveMinutes,
          anyOf(limit.routes.map(routeStatement)),
        ),
      ),
      rateRule(
        'AllApiCalls',
        10 + FIREWALL_RATE_LIMITS.length,
        FIREWALL_API_LIMIT_PER_FIVE_MINUTES,
        allOf([api, notWebhook]),
      ),
    ];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${config.name}-site`,
      description: `${config.name}: AWS managed rules and per-address rate limits in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [TOO_MANY]: { contentType: 'APPLICATION_JSON', content: TOO_MANY_BODY },
      },
      rules,
      visibilityConfig: visibility(`${config.name}-site`),
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
