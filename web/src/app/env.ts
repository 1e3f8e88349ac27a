import type { WebEnv } from './env-schema';

/**
 * The build's configuration. vite.config.ts validates it with `webEnvSchema` (zod) when the build
 * starts and refuses a malformed value, so the browser does not ship zod just to check it again.
 */
export const env: WebEnv = {
  VITE_GA_MEASUREMENT_ID: import.meta.env.VITE_GA_MEASUREMENT_ID || undefined,
};
