import { Duration } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { FunctionSpec } from '../src/functions';
import { type AlarmTarget, notifyingAlarm } from './alarms';
import { type FunctionResources, HandlerFunction } from './handler-function';

export interface ScheduledJobsProps {
  /** The job specs (src/functions.ts), one per entry of the shared `jobs` table. */
  jobs: FunctionSpec[];
  /** Minutes between runs, per job key (config: the table's `everyMinutes` unless overridden). */
  everyMinutes: Record<string, number>;
  resources: FunctionResources;
  /** Where a run that failed after its retry lands (and EventBridge's undeliverable events). */
  failures: IQueue;
  alarms: AlarmTarget;
}

/**
 * One function and one EventBridge schedule per scheduled job of the shared table. A run that
 * throws is retried once, then its event goes to the failure queue (whose alarm mails); a job that
 * stops running at all (rule disabled, function broken at start) trips its own watchdog alarm.
 */
export class ScheduledJobs extends Construct {
  readonly functions = new Map<string, HandlerFunction>();
  readonly rules = new Map<string, Rule>();

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const spec of props.jobs) {
      const minutes = props.everyMinutes[spec.key] ?? spec.job?.everyMinutes;
      if (!minutes) throw new Error(`No schedule for job ${spec.key}`);
      const handler = new HandlerFunction(this, spec.id, { spec, resources: props.resources });
      // The next run comes soon anyway: retry a little, never pile runs up.
      const maxEventAge = Duration.minutes(Math.max(1, Math.min(minutes, 60)));
      handler.fn.configureAsyncInvoke({
        retryAttempts: 1,
        maxEventAge,
        onFailure: new SqsDestination(props.failures),
      });
      const rule = new Rule(this, `${spec.id}Schedule`, {
        description: `Runs ${spec.handler} every ${minutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(minutes)),
      });
      rule.addTarget(
        new LambdaFunction(handler.fn, {
          retryAttempts: 2,
          maxEventAge,
          deadLetterQueue: props.failures,
        }),
      );

      // Not one invocation in twice its interval (at least an hour, at most CloudWatch's day).
      const window = Math.min(1440, Math.max(60, 2 * minutes));
      notifyingAlarm(this, props.alarms, {
        id: `${spec.id}NotRunning`,
        description: `Il job pianificato ${spec.handler} non è partito negli ultimi ${window} minuti: la regola EventBridge ${rule.node.id} è disattivata o la funzione non si avvia. Controlla la regola (EventBridge → Rules) e il log della funzione.`,
        metric: handler.fn.metricInvocations({
          statistic: 'Sum',
          period: Duration.minutes(window),
        }),
        threshold: 1,
        comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.BREACHING,
        notifyOk: true,
      });
      this.functions.set(spec.key, handler);
      this.rules.set(spec.key, rule);
    }
  }
}
