import { purgeExpiredGuestData } from '../checkin/jobs';
import { logger } from '../lib/logger';

/**
 * Every hour: deletes the guests' identities whose retention after check-out is over (the
 * table's TTL is only a late second line: it may take days).
 */
export async function handler(): Promise<{ purged: number }> {
  const purged = await purgeExpiredGuestData(new Date());
  if (purged) logger.info('purge-guest-data', { purged });
  return { purged };
}
