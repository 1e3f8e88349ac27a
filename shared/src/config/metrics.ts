/**
 * The business metrics of the product: emitted by the functions as CloudWatch embedded metric
 * format lines (Powertools Metrics), watched by the alarms of the CDK app. Each name is written
 * here once, so an alarm can never watch a metric that the code stopped emitting under that name.
 *
 * Namespace: the stage's resource prefix (`catania`, `catania-staging`), set by the CDK app as
 * POWERTOOLS_METRICS_NAMESPACE; every metric carries one dimension, `service`.
 */
export const METRICS_SERVICE = 'catania-apartments';

export const metricNames = {
  /** A booking became confirmed (paid through Stripe, or confirmed by the owner). */
  bookingsConfirmed: 'BookingsConfirmed',
  /** A pending booking's hold lapsed unpaid and its nights were released. */
  holdsExpired: 'HoldsExpired',
  /** One imported calendar synced. */
  syncsSucceeded: 'CalendarSyncsSucceeded',
  /** One imported calendar failed to sync (fetch or parse); its last good blocks are kept. */
  syncsFailed: 'CalendarSyncsFailed',
  /** Gauge, each sync run: active calendars without a good sync for FEED_FAILING_AFTER_MINUTES. */
  feedsFailing: 'CalendarFeedsFailing',
  /** New nights where an imported calendar blocks a paid direct booking (a double booking). */
  calendarConflicts: 'CalendarConflicts',
  /** A mail accepted by SES. */
  mailsSent: 'MailsSent',
  /** A send that failed and will be retried. */
  mailsFailed: 'MailsFailed',
  /**
   * A mail that will not arrive without a person: its retries are used up, its recipient is
   * suppressed, or SES reported a bounce or a complaint.
   */
  mailsUndeliverable: 'MailsUndeliverable',
  /** A Stripe webhook delivery answered with an error (bad signature or a failure processing it). */
  webhooksFailed: 'WebhooksFailed',
} as const;

export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/** A calendar feed counts as failing once it has had no good sync for this long. */
export const FEED_FAILING_AFTER_MINUTES = 60;
