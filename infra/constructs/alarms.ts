import { METRICS_SERVICE, type MetricName } from '@catania/shared/config/metrics';
import type { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

/** Where alarms mail to, and the stage's prefix their names start with. */
export interface AlarmTarget {
  topic: ITopic;
  /** `catania`, `catania-staging`: alarm names are `<prefix>-<id in kebab case>`. */
  prefix: string;
}

export interface AlarmSpec {
  /** Construct id, PascalCase; the alarm is named after it. */
  id: string;
  /** The mail's text (Italian: the owner reads it): what happened and what to do. */
  description: string;
  metric: IMetric;
  threshold: number;
  comparison?: ComparisonOperator;
  evaluationPeriods?: number;
  /** No data is normal for event counts (nothing happened); a watchdog treats it as breaching. */
  treatMissingData?: TreatMissingData;
  /**
   * Also mail when the alarm clears. True for conditions that last (a feed failing, a queue not
   * empty); false for one-off events (a conflict found), whose "OK" would read as "solved".
   */
  notifyOk: boolean;
}

const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** A CloudWatch alarm that mails the topic's subscribers when it fires (and, if asked, clears). */
export function notifyingAlarm(scope: Construct, target: AlarmTarget, spec: AlarmSpec): Alarm {
  const alarm = new Alarm(scope, spec.id, {
    alarmName: `${target.prefix}-${kebab(spec.id)}`,
    alarmDescription: spec.description,
    metric: spec.metric,
    threshold: spec.threshold,
    comparisonOperator: spec.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: spec.evaluationPeriods ?? 1,
    treatMissingData: spec.treatMissingData ?? TreatMissingData.NOT_BREACHING,
  });
  const action = new SnsAction(target.topic);
  alarm.addAlarmAction(action);
  if (spec.notifyOk) alarm.addOkAction(action);
  return alarm;
}

/**
 * One of the product's business metrics (shared/src/config/metrics.ts) as the functions emit it:
 * in the stage's namespace, with the `service` dimension Powertools Metrics adds.
 */
export function businessMetric(
  namespace: string,
  metricName: MetricName,
  options: { statistic: 'Sum' | 'Maximum'; period: Duration },
): Metric {
  return new Metric({
    namespace,
    metricName,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: options.statistic,
    period: options.period,
  });
}
