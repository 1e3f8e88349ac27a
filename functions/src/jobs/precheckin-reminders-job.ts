import { sendPrecheckinReminders } from '../checkin/jobs';
import { logger } from '../lib/logger';

/** Every hour: the pre-check-in reminder to guests arriving soon without one. */
export async function handler(): Promise<{ reminders: number }> {
  const reminders = await sendPrecheckinReminders(new Date());
  if (reminders) logger.info('precheckin-reminders', { reminders });
  return { reminders };
}
