import { POLICE_APARTMENTS_SETTING } from '@catania/shared/alloggiati/police-apartments';
import * as z from 'zod/mini';

/**
 * The functions' configuration, read from the environment once at start-up and validated, so a
 * missing or malformed setting stops the function with the list of what is wrong.
 * Endpoints of the local emulators come through the SDKs' own settings (AWS_ENDPOINT_URL_*).
 *
 * zod's tree-shakable build (`zod/mini`): every function reads this, and the jobs validate
 * nothing else, so the full API (about 90 KB in every bundle, docs/decisions/0003) stays out of
 * them.
 */
const text = (fallback: string) => z._default(z.string().check(z.trim(), z.minLength(1)), fallback);
const integer = (min: number, max: number) =>
  z.coerce.number().check(z.multipleOf(1), z.gte(min), z.lte(max));

const envSchema = z.object({
  TABLE_NAME: text('catania-apartments'),
  LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']), 'INFO'),
  /** The public site's origin, for links in mails and Stripe's return URLs. */
  SITE_URL: z._default(z.url(), 'http://localhost:3000'),
  /** Stripe API endpoint (the local emulator); unset in AWS, where the SDK's defaults apply. */
  STRIPE_API_HOST: z.optional(z.string().check(z.minLength(1))),
  STRIPE_API_PORT: z.optional(integer(1, 65535)),
  STRIPE_API_PROTOCOL: z.optional(z.enum(['http', 'https'])),
  /** Extra minutes a checkout's hold outlives its 30-minute Stripe session (a payment at 29:59). */
  HOLD_GRACE_MINUTES: z._default(integer(0, 60), 5),
  /**
   * Abuse limits per address and e-mail (abuse/limits.ts). 'off' only where one address stands
   * for many guests: the browser tests and the integration tests that do not test the limits.
   */
  ABUSE_LIMITS: z._default(z.enum(['on', 'off']), 'on'),
  /** Sender of every mail (an SES-verified identity in AWS). */
  MAIL_FROM: z._default(
    z.string().check(z.minLength(3)),
    'Catania Centro Apartments <info@cataniacentroapartments.it>',
  ),
  /** The owner's inbox: notices of paid bookings and contact messages. */
  MAIL_OWNER: z._default(z.email(), 'info@cataniacentroapartments.it'),
  /** The admin's username; the password's scrypt hash is the secret ADMIN_PASSWORD_HASH. */
  ADMIN_USERNAME: text('admin'),
  /**
   * iCal feeds on private, loopback or link-local addresses are refused unless listed here:
   * `true` (local development only: the local stack), or a comma-separated list of `host:port`
   * or hosts (tests). Never set in AWS.
   */
  ICAL_ALLOW_PRIVATE_HOSTS: z._default(z.string().check(z.trim()), 'false'),
  ICAL_FETCH_TIMEOUT_MS: z._default(integer(100, 60_000), 10_000),
  ICAL_MAX_BYTES: z._default(integer(1024, Number.MAX_SAFE_INTEGER), 5 * 1024 * 1024),
  /**
   * The CloudFront distribution whose cached copies a function drops when what they show changes
   * (the published reviews, the pages the owner publishes). Unset where no edge caches anything
   * (the tests without the site's storage).
   */
  EDGE_DISTRIBUTION_ID: z.optional(z.string().check(z.minLength(1))),
  /**
   * Alloggiati Web's web service (the police's `service.asmx`; the emulator locally). The account's
   * user name is configuration; its password and WsKey are the secrets ALLOGGIATI_PASSWORD and
   * ALLOGGIATI_WSKEY. Without ALLOGGIATI_USER nothing is sent and the file export stays the way.
   */
  ALLOGGIATI_ENDPOINT: z._default(
    z.url(),
    'https://alloggiatiweb.poliziadistato.it/service/service.asmx',
  ),
  ALLOGGIATI_USER: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /**
   * For a "Gestione Appartamenti" account: each apartment's IdAppartamento at the police, as
   * `apartmentId=id` pairs separated by commas; unset for a single structure's account.
   */
  ALLOGGIATI_APARTMENTS: z.optional(z.string().check(z.regex(POLICE_APARTMENTS_SETTING))),
  ALLOGGIATI_TIMEOUT_MS: z._default(integer(100, 60_000), 15_000),
  /**
   * The Region's PMS interface for the tourism statistics (Osservatorio Turistico della Regione
   * Siciliana; the emulator locally): the structure's PMS user and its code (`TRS-IT-SIC-…`), both
   * issued by the Osservatorio for software (not the portal's). The password is the secret
   * OSSERVATORIO_PASSWORD. Without the user and code nothing is sent.
   */
  OSSERVATORIO_ENDPOINT: z._default(
    z.url(),
    'https://osservatorioturistico.regione.sicilia.it/webapi/api',
  ),
  OSSERVATORIO_USER: z.optional(z.string().check(z.trim(), z.minLength(1))),
  OSSERVATORIO_HOTEL_CODE: z.optional(z.string().check(z.trim(), z.minLength(1))),
  OSSERVATORIO_TIMEOUT_MS: z._default(integer(100, 60_000), 15_000),
  /**
   * The first day whose movements and end of day are sent (the day the structure started with
   * the interface); by default the day before the first run.
   */
  OSSERVATORIO_START_DATE: z.optional(z.iso.date()),
  /** CloudFront's API (the local edge's stand-in in `npm start`: scripts/src/local/s3-emulator.ts). */
  CLOUDFRONT_ENDPOINT: z._default(z.url(), 'https://cloudfront.amazonaws.com'),
  /**
   * The owner's photos and texts (functions/src/site): the bucket the site is served from and the
   * private bucket uploads land in (reached by the browser through the site's `/uploads/*`).
   * Locally an emulator plays S3 (AWS_ENDPOINT_URL_S3, path-style addressing).
   */
  SITE_BUCKET: text('site'),
  UPLOADS_BUCKET: text('uploads'),
  S3_FORCE_PATH_STYLE: z._default(z.enum(['true', 'false']), 'false'),
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
