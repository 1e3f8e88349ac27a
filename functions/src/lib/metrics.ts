import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_SERVICE, type MetricName } from '@catania/shared/config/metrics';

/**
 * The business metrics (shared/src/config/metrics.ts), written as CloudWatch embedded metric
 * format lines on stdout: CloudWatch turns each line of the function's log into a data point, no
 * API call. Each metric goes out as soon as it is counted (single-metric mode), so nothing is lost
 * when a function ends early, and no handler needs a flush. The namespace is the stage's
 * (POWERTOOLS_METRICS_NAMESPACE, set by the CDK app); the local stack turns them off
 * (POWERTOOLS_METRICS_DISABLED).
 */
const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'catania-local',
  serviceName: METRICS_SERVICE,
  singleMetric: true,
});

/** Counts `value` occurrences (nothing when zero: a metric with no data is "nothing happened"). */
export function count(name: MetricName, value = 1): void {
  if (value > 0) metrics.addMetric(name, MetricUnit.Count, value);
}

/** A level measured now (a gauge): written even when zero, so an alarm sees it recover. */
export function gauge(name: MetricName, value: number): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}
