import { runAlloggiati } from '../checkin/alloggiati-jobs';
import { logger } from '../lib/logger';

/** Every 15 minutes: Alloggiati Web's due registrations, deadline warnings and receipts. */
export async function handler() {
  const run = await runAlloggiati(new Date());
  if (run.sent || run.warned || run.receipts) logger.info('send-alloggiati', { ...run });
  return run;
}
