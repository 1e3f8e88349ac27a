import { FEED_FAILING_AFTER_MINUTES, metricNames } from '@catania/shared/config/metrics';
import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { type AlarmTarget, businessMetric, notifyingAlarm } from '../constructs/alarms';
import type { AppConfig } from '../src/config';

export interface OpsStackProps extends StackProps {
  config: AppConfig;
  /** The HTTP API of the web stack, whose 5xx rate is watched. */
  httpApi: IHttpApi;
}

/**
 * Who hears of a failure, and of which: the alarm topic with the owner's and the operator's
 * addresses, the alarms on the API and on the product's business metrics, and (for the stage that
 * owns the account's monitoring) the account-wide Lambda and SES alarms and the monthly budget.
 * The scheduled jobs' own alarms (failed after their retries, not running) live next to the jobs
 * in the api stack, which takes this stack's topic. docs/operations.md lists every alarm.
 */
export class OpsStack extends Stack {
  readonly topic: Topic;
  readonly alarmTarget: AlarmTarget;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.topic = new Topic(this, 'AlarmTopic', {
      topicName: `${config.name}-alarms`,
      displayName: `${config.mailFromName} avvisi${config.isDefaultStage ? '' : ` (${config.stage})`}`,
      enforceSSL: true,
    });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notices carry alarm names and states, no personal data or secrets; CloudWatch and AWS Budgets cannot publish to a topic under the AWS managed SNS key, and a customer managed key would cost more than the alarms themselves.',
    });
    for (const address of config.alarmEmails) {
      this.topic.addSubscription(new EmailSubscription(address));
    }
    this.alarmTarget = { topic: this.topic, prefix: config.name };

    this.apiAlarms(props.httpApi);
    this.businessAlarms(config.name);
    if (config.accountMonitoring) this.accountAlarms(config);

    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.topic.topicArn,
      description: `Alarms mail ${config.alarmEmails.join(', ')} (each confirms the subscription once)`,
    });
  }

  /** Visitors and Stripe see errors: the share of API requests answered 5xx. */
  private apiAlarms(httpApi: IHttpApi) {
    const period = Duration.minutes(5);
    notifyingAlarm(this, this.alarmTarget, {
      id: 'ApiServerErrors',
      description:
        "Più del 5% delle richieste all'API (sito, pagamenti, pannello) è terminato con un errore 5xx negli ultimi 5 minuti: i visitatori vedono errori. Controlla i log delle funzioni (CloudWatch Logs) e i log di accesso dell'API (ApiAccessLogs).",
      metric: new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: httpApi.metricServerError({ statistic: 'Sum', period }),
          requests: httpApi.metricCount({ statistic: 'Sum', period }),
        },
        label: 'API 5xx (%)',
        period,
      }),
      threshold: 5,
      notifyOk: true,
    });
  }

  /** The product's own failures, from the metrics the functions emit (Powertools Metrics, EMF). */
  private businessAlarms(namespace: string) {
    const target = this.alarmTarget;
    notifyingAlarm(this, target, {
      id: 'WebhookFailures',
      description:
        "Il webhook di Stripe ha risposto con un errore (firma non valida o errore nell'elaborazione): un pagamento potrebbe non confermare la sua prenotazione. Stripe riprova per tre giorni; controlla il log della funzione del webhook e gli invii in Stripe (Developers → Webhooks).",
      metric: businessMetric(namespace, metricNames.webhooksFailed, {
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      notifyOk: false,
    });
    notifyingAlarm(this, target, {
      id: 'CalendarFeedFailing',
      description: `Un calendario importato (Airbnb, Booking.com…) non si sincronizza da più di ${FEED_FAILING_AFTER_MINUTES} minuti: le notti che blocca non sono aggiornate. Pannello di amministrazione → Stato del sistema: quale calendario e l'ultimo errore.`,
      metric: businessMetric(namespace, metricNames.feedsFailing, {
        statistic: 'Maximum',
        period: Duration.minutes(15),
      }),
      threshold: 1,
      notifyOk: true,
    });
    notifyingAlarm(this, target, {
      id: 'CalendarConflict',
      description:
        'Un calendario importato blocca notti già vendute con una prenotazione diretta pagata: possibile doppia prenotazione. Controlla subito la piattaforma esterna; il pannello (Calendari) indica le notti in conflitto.',
      metric: businessMetric(namespace, metricNames.calendarConflicts, {
        statistic: 'Sum',
        period: Duration.minutes(15),
      }),
      threshold: 1,
      notifyOk: false,
    });
    notifyingAlarm(this, target, {
      id: 'MailUndeliverable',
      description:
        "Una mail non è stata consegnata: tentativi esauriti, indirizzo soppresso, rimbalzo o segnalazione come spam. Pannello di amministrazione → Stato del sistema → 'Mail non consegnate': l'indirizzo, l'errore e 'Riprova'.",
      metric: businessMetric(namespace, metricNames.mailsUndeliverable, {
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      notifyOk: false,
    });
  }

  /**
   * Metrics of the whole account and region, watched once per account: every function's errors
   * (crashes, timeouts, out of memory: the route handlers answer their own errors, which the 5xx
   * alarm sees) and throttles (the account's concurrency is shared by every stage), SES's bounce
   * rate (SES pauses sending above 10 %), and the monthly budget.
   */
  private accountAlarms(config: AppConfig) {
    const target = this.alarmTarget;
    const lambda = (metricName: string) =>
      new Metric({
        namespace: 'AWS/Lambda',
        metricName,
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
    notifyingAlarm(this, target, {
      id: 'LambdaErrors',
      description:
        "Una funzione Lambda dell'account è terminata con un errore (eccezione, timeout o memoria esaurita) negli ultimi 5 minuti. Trova quale in CloudWatch → Metrics → Lambda → By Function Name (Errors) e leggi il suo log.",
      metric: lambda('Errors'),
      threshold: 1,
      notifyOk: true,
    });
    notifyingAlarm(this, target, {
      id: 'LambdaThrottles',
      description:
        "Lambda ha rifiutato delle invocazioni per il limite di concorrenza dell'account: il sito e i job possono fallire. Controlla la quota 'Concurrent executions' in Service Quotas (un account nuovo può averne solo 10) e chiedine l'aumento.",
      metric: lambda('Throttles'),
      threshold: 1,
      notifyOk: true,
    });
    notifyingAlarm(this, target, {
      id: 'SesBounceRate',
      description:
        "Il tasso di rimbalzo delle mail (SES) supera il 5%: oltre il 10% AWS sospende l'invio. Controlla gli indirizzi segnalati nel pannello (Stato del sistema) e in SES → Suppression list.",
      metric: new Metric({
        namespace: 'AWS/SES',
        metricName: 'Reputation.BounceRate',
        statistic: 'Maximum',
        period: Duration.hours(1),
      }),
      threshold: 0.05,
      notifyOk: true,
    });

    // AWS Budgets publishes to the topic: allowed for this account's budgets only.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'BudgetsPublish',
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': this.account },
          ArnLike: { 'aws:SourceArn': `arn:${this.partition}:budgets::${this.account}:*` },
        },
      }),
    );
    const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: {
        notificationType,
        comparisonOperator: 'GREATER_THAN',
        threshold,
        thresholdType: 'PERCENTAGE',
      },
      subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
    });
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${config.name}-monthly-cost`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: config.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [notify('ACTUAL', 80), notify('FORECASTED', 100)],
    });
  }
}
