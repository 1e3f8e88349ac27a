import * as adminSession from '@catania/shared/api/routes/admin-session';
import * as bookings from '@catania/shared/api/routes/bookings';
import { apiErrorBody } from '@catania/shared/schemas/common';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Synthesized, synthesized } from '../src/testing';
import { FIREWALL_API_LIMIT_PER_FIVE_MINUTES, FIREWALL_RATE_LIMITS } from './firewall-stack';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Json = any;

let product: Synthesized;
let acl: Json;
beforeAll(() => {
  product = synthesized(inject('synthDir'), 'prod');
  const firewall = product.templates.firewall;
  if (!firewall) throw new Error('prod has no firewall stack');
  acl = Object.values(firewall.findResources('AWS::WAFv2::WebACL'))[0]?.Properties;
});

/** What WAF would decide for one request, for the statements this stack writes. */
function matches(statement: Json, request: { method: string; path: string }): boolean {
  if (statement.AndStatement)
    return statement.AndStatement.Statements.every((s: Json) => matches(s, request));
  if (statement.OrStatement)
    return statement.OrStatement.Statements.some((s: Json) => matches(s, request));
  if (statement.NotStatement) return !matches(statement.NotStatement.Statement, request);
  const byte = statement.ByteMatchStatement;
  if (!byte) throw new Error(`statement not understood here: ${Object.keys(statement)}`);
  const value = byte.FieldToMatch.Method ? request.method : request.path;
  const text = byte.SearchString;
  switch (byte.PositionalConstraint) {
    case 'EXACTLY':
      return value === text;
    case 'STARTS_WITH':
      return value.startsWith(text);
    case 'ENDS_WITH':
      return value.endsWith(text);
    default:
      throw new Error(`constraint not understood here: ${byte.PositionalConstraint}`);
  }
}

const rule = (name: string) => acl.Rules.find((r: Json) => r.Name === name);
const limitedBy = (request: { method: string; path: string }) =>
  acl.Rules.filter((r: Json) => r.Statement.RateBasedStatement)
    .filter((r: Json) => matches(r.Statement.RateBasedStatement.ScopeDownStatement, request))
    .map((r: Json) => r.Name);

describe('firewall: the WAF web ACL in front of CloudFront', () => {
  it('is a CLOUDFRONT ACL in us-east-1, attached to the distribution', () => {
    expect(product.raw.stacks.firewall?.region).toBe('us-east-1');
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const distribution = Object.values(
      product.templates.web.findResources('AWS::CloudFront::Distribution'),
    )[0] as Json;
    expect(distribution.Properties.DistributionConfig.WebACLId).toBeDefined();
    expect(product.acknowledgments.map((a) => a.id)).not.toContain('AwsSolutions-CFR2');
  });

  it("runs AWS's managed rules: bad reputations, common attacks (not on Stripe's signed webhook), known bad inputs", () => {
    const managed = acl.Rules.filter((r: Json) => r.Statement.ManagedRuleGroupStatement).map(
      (r: Json) => r.Statement.ManagedRuleGroupStatement,
    );
    expect(managed.map((m: Json) => m.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const common = rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement;
    const webhook = { method: 'POST', path: bookings.handleStripeWebhook.path };
    expect(matches(common.ScopeDownStatement, webhook)).toBe(false);
    expect(matches(common.ScopeDownStatement, { method: 'POST', path: '/api/contacts' })).toBe(
      true,
    );
  });

  it('limits per address the routes the application limits, and every API call more loosely', () => {
    expect(limitedBy({ method: 'POST', path: adminSession.adminLogin.path })).toEqual([
      'SignIn',
      'AllApiCalls',
    ]);
    expect(limitedBy({ method: 'POST', path: '/api/create-payment-link' })).toEqual([
      'CheckoutsAndMessages',
      'AllApiCalls',
    ]);
    expect(limitedBy({ method: 'POST', path: '/api/contacts' })).toEqual([
      'CheckoutsAndMessages',
      'AllApiCalls',
    ]);
    expect(limitedBy({ method: 'POST', path: '/api/search-availability' })).toEqual([
      'AvailabilitySearches',
      'AllApiCalls',
    ]);
    // The owner's list of messages is a GET on the same path: not a message sent.
    expect(limitedBy({ method: 'GET', path: '/api/contacts' })).toEqual(['AllApiCalls']);
    expect(limitedBy({ method: 'GET', path: '/' })).toEqual([]);
    // Stripe delivers in bursts from a few addresses, signed: never rate limited here.
    expect(limitedBy({ method: 'POST', path: bookings.handleStripeWebhook.path })).toEqual([]);

    for (const limit of FIREWALL_RATE_LIMITS) {
      const statement = rule(limit.name).Statement.RateBasedStatement;
      expect(statement).toMatchObject({
        AggregateKeyType: 'IP',
        EvaluationWindowSec: 300,
        Limit: limit.perFiveMinutes,
      });
    }
    expect(rule('AllApiCalls').Statement.RateBasedStatement.Limit).toBe(
      FIREWALL_API_LIMIT_PER_FIVE_MINUTES,
    );
  });

  it('answers over a limit with 429, Retry-After and the API error shape in Italian', () => {
    for (const r of acl.Rules.filter((r: Json) => r.Statement.RateBasedStatement)) {
      expect(r.Action.Block.CustomResponse).toMatchObject({
        ResponseCode: 429,
        ResponseHeaders: [{ Name: 'retry-after', Value: '300' }],
      });
      const body = acl.CustomResponseBodies[r.Action.Block.CustomResponse.CustomResponseBodyKey];
      expect(body.ContentType).toBe('APPLICATION_JSON');
      expect(apiErrorBody.parse(JSON.parse(body.Content)).error).toBe(
        'Troppe richieste in poco tempo. Riprova tra qualche minuto.',
      );
    }
  });
});
