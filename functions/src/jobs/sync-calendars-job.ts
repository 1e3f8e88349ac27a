import { metricNames } from '@catania/shared/config/metrics';
import { isFeedFailing } from '@catania/shared/domain/feed-health';
import { listCalendars } from '../calendars/calendars-repo';
import { syncAllCalendars } from '../calendars/sync';
import { logger } from '../lib/logger';
import { gauge } from '../lib/metrics';

/**
 * EventBridge, every 15 minutes (an interval in the local stack): syncs every active calendar,
 * then reports how many feeds have been failing for an hour (the `calendar-feed-failing` alarm
 * watches it). When every feed failed, the run itself fails: likely not the feeds but this side
 * (no network, the table), so Lambda retries it and then leaves it in the failure queue, whose
 * alarm mails the operator.
 */
export async function handler(): Promise<{ synced: number; failed: number; failing: number }> {
  const now = new Date();
  const results = await syncAllCalendars(now);
  const failed = results.filter((r) => !r.success).length;
  const failing = (await listCalendars()).filter((c) => isFeedFailing(c, now)).length;
  gauge(metricNames.feedsFailing, failing);
  logger.info('sync-calendars', { calendars: results.length, failed, failing });
  if (results.length > 0 && failed === results.length) {
    throw new Error(
      `sync-calendars: every calendar failed (${results.map((r) => r.error).join('; ')})`,
    );
  }
  return { synced: results.length - failed, failed, failing };
}
