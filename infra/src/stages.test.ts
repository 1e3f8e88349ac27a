import { describe, expect, inject, it } from 'vitest';
import { type SynthRecord, synthesized } from './testing';

/**
 * Property keys that hold a physical name, a domain, a path or a namespace: what must differ
 * between two stages deployed side by side in one account. Found anywhere in any resource, so a
 * resource added later is checked without touching this test.
 */
const NAME_KEY =
  /(^|[a-z])(Name|Identity|Aliases|DomainName|Domain|Namespace|ManagedBy)$|_PARAMETER$/;
/** Keys named like names that are not physical names (shared by design, or local to a resource). */
const NOT_A_NAME = new Set([
  'IndexName', // a GSI's name within its table
  'AttributeName',
  'StageName', // HTTP API `$default`
  'EventBusName', // SES events arrive on the account's default bus; rules filter by stage
  'MetricName', // the same metric names, each stage in its own namespace
  'PolicyName', // a role's inline policy: named within its role
  'OutputName', // a cross-stack reference names an output of its own stack
  'HeaderName', // an HTTP header CloudFront adds to origin requests (x-origin-verify)
  'VendorName', // the vendor of a WAF managed rule group (AWS)
]);
/** Where a `Name` is local to its resource: a WAF rule, a managed group it runs, a header it sets. */
const LOCAL_NAMES_WITHIN = new Set(['Rules', 'ManagedRuleGroupStatement', 'ResponseHeaders']);

function physicalNames(record: SynthRecord): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown, key: string, parent: string) => {
    // A metric's dimensions name keys, not resources; AWS/... namespaces are AWS's.
    if (parent === 'Dimensions') return;
    if (key === 'Name' && LOCAL_NAMES_WITHIN.has(parent)) return;
    if (typeof value === 'string') {
      if (value && NAME_KEY.test(key) && !NOT_A_NAME.has(key) && !value.startsWith('AWS/')) {
        names.add(value);
      }
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key, key);
      return;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k, key);
    }
  };
  for (const stack of Object.values(record.stacks)) {
    if (!stack) continue;
    names.add(stack.name);
    for (const template of [stack.template, ...Object.values(stack.nested)]) {
      const { Resources = {} } = template as { Resources?: Record<string, unknown> };
      for (const resource of Object.values(Resources)) {
        const { Type, Properties } = resource as { Type: string; Properties?: unknown };
        visit(Properties, Type, '');
      }
    }
  }
  return names;
}

describe('stages', () => {
  it('synthesizes a second stage with no name in common with the first', () => {
    const dir = inject('synthDir');
    const prod = physicalNames(synthesized(dir, 'prod').raw);
    const staging = physicalNames(synthesized(dir, 'staging').raw);
    // The check sees the names that matter (a broken collector would pass vacuously).
    for (const name of [
      'catania-data',
      'catania-apartments',
      'catania-alarms',
      'catania-mail',
      'catania-monthly-cost',
      'cataniacentroapartments.it',
      '/catania/stripe-secret-key',
      '/catania/admin-password-hash',
      'catania',
    ]) {
      expect(prod, name).toContain(name);
    }
    for (const name of [
      'catania-staging-certificate',
      'catania-staging-apartments',
      'catania-staging-alarms',
      'catania-staging-mail',
      'staging.cataniacentroapartments.it',
      'bounce.staging.cataniacentroapartments.it',
      '/catania-staging/stripe-secret-key',
      'catania-staging',
    ]) {
      expect(staging, name).toContain(name);
    }
    expect([...prod].filter((name) => staging.has(name))).toEqual([]);
  });

  it('tags every stack with its project and stage', () => {
    const staging = synthesized(inject('synthDir'), 'staging');
    const table = Object.values(staging.templates.data.findResources('AWS::DynamoDB::Table'))[0];
    expect(table?.Properties.Tags).toEqual(
      expect.arrayContaining([
        { Key: 'project', Value: 'catania' },
        { Key: 'stage', Value: 'staging' },
      ]),
    );
  });
});
