import { logger } from '../http/logger';
import { syncAllCalendars } from '../ical/sync';

/** EventBridge, every 15 minutes (an interval in the local stack): syncs every active calendar. */
export async function handler(): Promise<{ synced: number; failed: number }> {
  const results = await syncAllCalendars();
  const failed = results.filter((r) => !r.success).length;
  logger.info('sync-calendars', { calendars: results.length, failed });
  return { synced: results.length - failed, failed };
}
