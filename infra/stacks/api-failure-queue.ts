import { Duration, type Stack, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { type AlarmTarget, notifyingAlarm } from '../constructs/alarms';

/**
 * Failed asynchronous runs (a job that threw after its retry, an SES event not handled, an event
 * EventBridge could not deliver), kept 14 days to read; a message here mails the alarm.
 */
export function failureQueue(stack: Stack, alarms: AlarmTarget): Queue {
  const queue = new Queue(stack, 'FailedInvocations', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason:
      'This queue is itself the dead-letter queue (on-failure destination) of the scheduled jobs and of the SES event handler; nothing consumes it but the operator.',
  });
  notifyingAlarm(stack, alarms, {
    id: 'ScheduledJobFailed',
    description:
      "Un job (sincronizzazione dei calendari, rilascio delle prenotazioni scadute e nuovi invii delle mail, eventi di SES) è fallito anche dopo i tentativi. Il messaggio nella coda FailedInvocations dello stack api contiene la funzione e l'errore: leggilo (SQS → Send and receive messages), correggi, poi svuota la coda.",
    metric: queue.metricApproximateNumberOfMessagesVisible({
      statistic: 'Maximum',
      period: Duration.minutes(5),
    }),
    threshold: 1,
    notifyOk: true,
  });
  return queue;
}
