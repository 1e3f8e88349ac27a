import { FEED_FAILING_AFTER_MINUTES } from '../config/metrics';

/** What decides whether an imported calendar is failing (the calendar record has more). */
export interface FeedState {
  isActive: boolean;
  lastError: string | null;
  lastSyncAt: string | null;
  createdAt: string;
}

/**
 * An active calendar whose last attempt failed and which has had no good sync for
 * FEED_FAILING_AFTER_MINUTES (since it was added, if it never synced): one bad fetch is weather,
 * an hour of them is a broken feed. The sync job's metric and the admin panel both read it here.
 */
export function isFeedFailing(feed: FeedState, now: Date): boolean {
  if (!feed.isActive || feed.lastError === null) return false;
  const lastGood = Date.parse(feed.lastSyncAt ?? feed.createdAt);
  return now.getTime() - lastGood > FEED_FAILING_AFTER_MINUTES * 60_000;
}

/**
 * What the owner is shown ('Da fare', 'Stato del sistema', the calendars' badge): an active feed
 * whose last sync failed, from its first failure. A feed that never synced is failing from its
 * first attempt (a 404, an HTML page), not an hour later; the alarm keeps the hour (isFeedFailing).
 */
export function hasFeedFailed(feed: Pick<FeedState, 'isActive' | 'lastError'>): boolean {
  return feed.isActive && feed.lastError !== null;
}
