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
  /** Stripe API endpoint (the local emulator); unset in AWS, where the SDK's defaults apply. */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** Extra minutes a checkout's hold outlives its 30-minute Stripe session (a payment at 29:59). */
  HOLD_GRACE_MINUTES: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * Abuse limits per address and e-mail (abuse/limits.ts). 'off' only where one address stands
   * for many guests: the browser tests and the integration tests that do not test the limits.
   */
  ABUSE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Sender of every mail (an SES-verified identity in AWS). */
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Catania Centro Apartments <info@cataniacentroapartments.it>'),
  /** The owner's inbox: notices of paid bookings and contact messages. */
  MAIL_OWNER: z.email().default('info@cataniacentroapartments.it'),
  /** The admin's username; the password's scrypt hash is the secret ADMIN_PASSWORD_HASH. */
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  /**
   * iCal feeds on private, loopback or link-local addresses are refused unless listed here:
   * `true` (local development only: the local stack), or a comma-separated list of `host:port`
   * or hosts (tests). Never set in AWS.
   */
  ICAL_ALLOW_PRIVATE_HOSTS: z.string().trim().default('false'),
  ICAL_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  ICAL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
  return parsed.data;
}

export const env = parseEnv(process.env);
