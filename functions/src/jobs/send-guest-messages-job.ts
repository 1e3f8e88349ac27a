import { logger } from '../lib/logger';
import { sendDueMessages } from '../messages/schedule';

/** Every 15 minutes: the host's scheduled messages that fell due (none at night). */
export async function handler(): Promise<{ sent: number }> {
  const sent = await sendDueMessages(new Date());
  if (sent) logger.info('send-guest-messages', { sent });
  return { sent };
}
