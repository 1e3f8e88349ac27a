import * as z from 'zod';

/**
 * The functions' configuration, read from the environment once at start-up and validated, so a
 * missing or malformed setting stops the function with the list of what is wrong.
 * Endpoints of the local emulators come through the SDKs' own settings (AWS_ENDPOINT_URL_*).
 */
const envSchema = z.object({
  TABLE_NAME: z.string().min(1).default('catania-apartments'),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
  /** The public site's origin, for links in mails and Stripe's return URLs. */
  SITE_URL: z.url().default('http://localhost:3000'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
  return parsed.data;
}

export const env = parseEnv(process.env);
