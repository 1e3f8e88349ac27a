import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges every AwsSolutions finding inside `scope`, with one written reason. Only for
 * constructs that aws-cdk-lib builds internally and that this app cannot shape (the
 * BucketDeployment handler): their finding ids embed account, region and hashes, and cdk-nag v3
 * has no prefix match. Our own resources acknowledge each rule by name where it is created.
 */
export function acknowledgeCdkInternals(scope: IConstruct, reason: string): string[] {
  const report = new AwsSolutionsChecks().validateScope(scope);
  const ids = report.violations.map((v) => v.ruleName);
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
  return ids;
}
