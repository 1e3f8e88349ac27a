import { Logger } from '@aws-lambda-powertools/logger';
import { env } from './env';

/** Structured JSON logs; every line of a request carries its request id. */
export const logger = new Logger({
  serviceName: 'catania-apartments',
  logLevel: env.LOG_LEVEL,
});
