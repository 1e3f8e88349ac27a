import { syncAllCalendars } from '../calendars/sync';
import { logger } from '../lib/logger';

/** EventBridge, every 15 minutes (an interval in the local stack): syncs every active calendar. */
export async function handler(): Promise<{ synced: number; failed: number }> {
  const results = await syncAllCalendars();
  const failed = results.filter((r) => !r.success).length;
  logger.info('sync-calendars', { calendars: results.length, failed });
  return { synced: results.length - failed, failed };
}
