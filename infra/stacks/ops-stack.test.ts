import { METRICS_SERVICE, metricNames } from '@catania/shared/config/metrics';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Synthesized, synthesized } from '../src/testing';

let prod: Synthesized;
let ops: Template;
let topicId: string;
beforeAll(() => {
  prod = synthesized(inject('synthDir'), 'prod');
  ops = prod.templates.ops;
  topicId = Object.keys(ops.findResources('AWS::SNS::Topic'))[0] as string;
});

/** The alarm of that name, which must mail the topic when it fires. */
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
function alarm(template: Template, name: string): Record<string, any> {
  const found = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter(
    (a) => a.Properties.AlarmName === name,
  );
  expect(found, name).toHaveLength(1);
  const properties = found[0]?.Properties;
  expect(JSON.stringify(properties.AlarmActions), name).toContain('AlarmTopic');
  expect(properties.AlarmDescription.length, name).toBeGreaterThan(60);
  return properties;
}

const business = (metricName: string) => ({
  Namespace: 'catania',
  MetricName: metricName,
  Dimensions: [{ Name: 'service', Value: METRICS_SERVICE }],
});

describe('ops stack: who is told', () => {
  it('mails the owner and the operator through one topic, over TLS only', () => {
    ops.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'catania-alarms' });
    const subscriptions = Object.values(ops.findResources('AWS::SNS::Subscription'));
    expect(subscriptions.map((s) => s.Properties.Endpoint).sort()).toEqual([
      'info@cataniacentroapartments.it',
      'operatore@example.org',
    ]);
    for (const s of subscriptions) {
      expect(s.Properties).toMatchObject({ Protocol: 'email', TopicArn: { Ref: topicId } });
    }
    const policy = Object.values(ops.findResources('AWS::SNS::TopicPolicy'))[0];
    expect(JSON.stringify(policy?.Properties.PolicyDocument)).toContain('aws:SecureTransport');
  });

  it('mails only the operator of a staging copy, never the owner', () => {
    const staging = synthesized(inject('synthDir'), 'staging').templates.ops;
    const subscriptions = Object.values(staging.findResources('AWS::SNS::Subscription'));
    expect(subscriptions.map((s) => s.Properties.Endpoint)).toEqual(['operatore@example.org']);
  });
});

describe('ops stack: an alarm for each failure', () => {
  it('API: more than 5 % of requests answered 5xx', () => {
    const a = alarm(ops, 'catania-api-server-errors');
    expect(a).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const metrics = JSON.stringify(a.Metrics);
    expect(metrics).toContain('100 * errors / requests');
    expect(metrics).toContain('"MetricName":"5xx"');
    expect(metrics).toContain('"MetricName":"Count"');
    expect(metrics).toContain('"Name":"ApiId"');
  });

  it('the Stripe webhook answering an error', () => {
    expect(alarm(ops, 'catania-webhook-failures')).toMatchObject({
      ...business(metricNames.webhooksFailed),
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it('a calendar feed failing for more than an hour', () => {
    const a = alarm(ops, 'catania-calendar-feed-failing');
    expect(a).toMatchObject({
      ...business(metricNames.feedsFailing),
      Statistic: 'Maximum',
      Threshold: 1,
    });
    expect(a.OKActions).toEqual(a.AlarmActions);
  });

  it('an imported calendar blocking a paid booking, mailed once (no "OK" that reads as solved)', () => {
    const a = alarm(ops, 'catania-calendar-conflict');
    expect(a).toMatchObject({ ...business(metricNames.calendarConflicts), Threshold: 1 });
    expect(a.OKActions).toBeUndefined();
  });

  it('a mail that could not be delivered', () => {
    expect(alarm(ops, 'catania-mail-undeliverable')).toMatchObject({
      ...business(metricNames.mailsUndeliverable),
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it('Lambda errors and throttles across the account, and SES bounces', () => {
    expect(alarm(ops, 'catania-lambda-errors')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Threshold: 1,
    });
    expect(alarm(ops, 'catania-lambda-throttles')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Throttles',
      Threshold: 1,
    });
    expect(alarm(ops, 'catania-ses-bounce-rate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
    });
  });

  it('watches, in a staging copy, its own metrics and API, not the account', () => {
    const staging = synthesized(inject('synthDir'), 'staging').templates.ops;
    expect(alarm(staging, 'catania-staging-mail-undeliverable').Namespace).toBe('catania-staging');
    alarm(staging, 'catania-staging-api-server-errors');
    const names = Object.values(staging.findResources('AWS::CloudWatch::Alarm')).map(
      (a) => a.Properties.AlarmName,
    );
    expect(names).not.toContain('catania-staging-lambda-errors');
    staging.resourceCountIs('AWS::Budgets::Budget', 0);
  });
});

describe('ops stack: the budget', () => {
  it('mails at 80 % of the monthly budget spent and at 100 % forecast', () => {
    ops.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: {
        BudgetName: 'catania-monthly-cost',
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: 25, Unit: 'USD' },
      },
      NotificationsWithSubscribers: [
        {
          Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: 80 }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
        },
        {
          Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100 }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
        },
      ],
    });
    const policy = Object.values(ops.findResources('AWS::SNS::TopicPolicy'))[0];
    expect(JSON.stringify(policy?.Properties.PolicyDocument)).toContain('budgets.amazonaws.com');
  });
});
