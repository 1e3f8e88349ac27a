import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { FunctionSpec } from '../src/functions';
import { type FunctionResources, HandlerFunction } from './handler-function';

export interface ScheduledJobsProps {
  /** The job specs (src/functions.ts), one per entry of the shared `jobs` table. */
  jobs: FunctionSpec[];
  /** Minutes between runs, per job key (config: the table's `everyMinutes` unless overridden). */
  everyMinutes: Record<string, number>;
  resources: FunctionResources;
}

/** One function and one EventBridge schedule per scheduled job of the shared table. */
export class ScheduledJobs extends Construct {
  readonly functions = new Map<string, HandlerFunction>();
  readonly rules = new Map<string, Rule>();

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const spec of props.jobs) {
      const minutes = props.everyMinutes[spec.key] ?? spec.job?.everyMinutes;
      if (!minutes) throw new Error(`No schedule for job ${spec.key}`);
      const handler = new HandlerFunction(this, spec.id, { spec, resources: props.resources });
      const rule = new Rule(this, `${spec.id}Schedule`, {
        description: `Runs ${spec.handler} every ${minutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(minutes)),
      });
      rule.addTarget(
        new LambdaFunction(handler.fn, {
          // The next run comes soon anyway: retry a little, never pile runs up.
          retryAttempts: 2,
          maxEventAge: Duration.minutes(Math.max(1, Math.min(minutes, 60))),
        }),
      );
      this.functions.set(spec.key, handler);
      this.rules.set(spec.key, rule);
    }
  }
}
