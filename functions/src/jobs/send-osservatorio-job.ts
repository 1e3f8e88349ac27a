import { runOsservatorio } from '../checkin/osservatorio-send';
import { logger } from '../lib/logger';

/** Hourly: each past day the Region has not accepted yet, its movements then its end of day. */
export async function handler() {
  const run = await runOsservatorio(new Date());
  if (run.sent || run.failed) logger.info('send-osservatorio', { ...run });
  return run;
}
