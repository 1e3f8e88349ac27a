import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SecretName } from '@catania/functions/lib/secrets';
import { jobs, type RouteDefinition, routeGroups, routes } from '@catania/shared/api/routes';

/** The repository root: the CDK project root, where package-lock.json lives. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultFunctionsDir = path.join(repoRoot, 'functions/src');

/** A scheduled job as the shared table declares it. */
export interface JobDefinition {
  handler: string;
  everyMinutes: number;
  writes: boolean;
  stripe?: boolean;
  mail?: boolean;
  alloggiati?: boolean;
  osservatorio?: boolean;
}

/**
 * One Lambda function: a route of the shared table or a scheduled job, with everything the stack,
 * the bundle report and the tests need to know about it. Derived from the table only, so a route
 * added there appears everywhere with no other change.
 */
export interface FunctionSpec {
  /** Construct id: the route or job key in PascalCase (`ListApartments`, `SyncCalendarsJob`). */
  id: string;
  /** The key in `routes` or `jobs`. */
  key: string;
  /**
   * A route of the table, a scheduled job, a function AWS invokes on an event (SES's mail events),
   * or an infrastructure task (a custom resource).
   */
  kind: 'route' | 'job' | 'event' | 'task';
  /** The handler file name (kebab-case) and its absolute path. */
  handler: string;
  entry: string;
  /** Writes to the table: read-write grants, else read-only. */
  writes: boolean;
  /** Never touches the table: no grant at all (the Stripe webhook custom resource). */
  noTable?: boolean;
  /** Calls Stripe: the only bundles that carry the Stripe SDK. */
  stripe: boolean;
  /** Sends mail through SES. */
  mail: boolean;
  /** Invalidates the distribution's cached API answers (CloudFront). */
  invalidatesEdge?: boolean;
  /** Secrets read at run time from SSM (see functions/src/lib/secrets.ts). */
  secrets: SecretName[];
  /** Admin routes and the sign-in: they get ADMIN_USERNAME. */
  admin: boolean;
  timeoutSeconds: number;
  memoryMb: number;
  /**
   * Native modules installed beside the bundle rather than bundled (sharp and its libvips for
   * the photo function); such a function runs on x86_64, the platform npm installs them for.
   */
  nodeModules?: string[];
  /** What it does with the site's storage (functions/src/site): its env and grants. */
  site?: SiteAccess;
  route?: RouteDefinition;
  /** A route's group: the module of shared/src/api/routes/ that defines it (`checkin`). */
  group?: string;
  job?: JobDefinition;
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

const groupOfRoute = new Map(
  Object.entries(routeGroups).flatMap(([group, members]) =>
    Object.keys(members).map((key) => [key, group] as const),
  ),
);

/**
 * The owner's photos and publishing (functions/src/site): what each handler does with the site
 * bucket, the uploads bucket and the distribution, so each gets exactly those grants.
 */
export interface SiteAccess {
  /** Signs uploads (PutObject on the uploads bucket). */
  signsUploads?: true;
  /** Reads and deletes originals, writes the photo's sizes to the site bucket. */
  processesUploads?: true;
  /** Reads and writes pages in the site bucket and invalidates them. */
  publishes?: true;
}

/** The site functions; those that render pages (the web build's renderer) get more memory. */
const SITE_FUNCTIONS: Record<
  string,
  { site?: SiteAccess; memoryMb?: number; nodeModules?: string[] }
> = {
  'create-photo-upload-url': { site: { signsUploads: true } },
  // sharp decodes a phone's photo (12-50 megapixels) and encodes five widths: memory is CPU.
  'create-photo': { site: { processesUploads: true }, memoryMb: 1769, nodeModules: ['sharp'] },
  'publish-site': { site: { publishes: true }, memoryMb: 1024 },
  'preview-apartment-content': { memoryMb: 1024 },
  'preview-home': { memoryMb: 1024 },
};

/**
 * Who gets which secret. Stripe callers get the API key; only the webhook route gets the signing
 * secret; only the admin sign-in gets the password hash; only the functions that send to
 * Alloggiati Web get its password and WsKey: the other admin routes check the session
 * stored in the table and never see the password (functions/src/auth/login.ts alone reads it).
 */
function secretsOf(def: {
  stripe?: boolean;
  alloggiati?: boolean;
  osservatorio?: boolean;
  access?: string;
  path?: string;
}): SecretName[] {
  const secrets: SecretName[] = [];
  if (def.stripe) secrets.push('STRIPE_SECRET_KEY');
  // Alloggiati Web's password and WsKey: the scheduled send and 'Invia ora' only.
  if (def.alloggiati) secrets.push('ALLOGGIATI_PASSWORD', 'ALLOGGIATI_WSKEY');
  // The Region's PMS password: the statistics job and 'Reinvia' only.
  if (def.osservatorio) secrets.push('OSSERVATORIO_PASSWORD');
  if (def.access === 'webhook') secrets.push('STRIPE_WEBHOOK_SECRET');
  if (isAdminSignIn(def)) secrets.push('ADMIN_PASSWORD_HASH');
  return secrets;
}

/** Admin routes, and the routes under /api/admin/ (the sign-in is public: it starts a session). */
const isAdmin = (def: { access?: string; path?: string }) =>
  def.access === 'admin' || Boolean(def.path?.startsWith('/api/admin/'));

/**
 * The admin sign-in with the password (`POST /api/admin/login`): the one route that reads the
 * password hash (the one-time link's routes, public too, never see it).
 */
export const isAdminSignIn = (def: { access?: string; path?: string }) =>
  def.access === 'public' && def.path === '/api/admin/login';

/**
 * Every function of the product: one per route of the shared table, one per scheduled job, and
 * the event handlers.
 * `functionsDir` is where `handlers/` and `jobs/` live (tests point it elsewhere).
 */
export function functionSpecs(functionsDir = defaultFunctionsDir): FunctionSpec[] {
  const fromRoutes = Object.entries(routes).map(([key, route]): FunctionSpec => {
    const r: RouteDefinition = route;
    const external = Boolean(r.stripe || r.mail);
    return {
      id: pascal(key),
      key,
      kind: 'route',
      handler: r.handler,
      entry: path.join(functionsDir, 'handlers', `${r.handler}.ts`),
      writes: r.writes,
      stripe: Boolean(r.stripe),
      mail: Boolean(r.mail),
      invalidatesEdge: Boolean(r.invalidatesEdge),
      secrets: secretsOf(r),
      admin: isAdmin(r),
      // API Gateway gives up at 30 s; calls to Stripe, SES or calendar feeds may take a while,
      // and so may a photo's sizes or a publish's pages.
      timeoutSeconds: external || SITE_FUNCTIONS[r.handler] ? 25 : 10,
      memoryMb: SITE_FUNCTIONS[r.handler]?.memoryMb ?? 512,
      ...(SITE_FUNCTIONS[r.handler]?.site ? { site: SITE_FUNCTIONS[r.handler]?.site } : {}),
      ...(SITE_FUNCTIONS[r.handler]?.nodeModules
        ? { nodeModules: SITE_FUNCTIONS[r.handler]?.nodeModules }
        : {}),
      route: r,
      group: groupOfRoute.get(key),
    };
  });
  const fromJobs = Object.entries(jobs).map(([key, job]): FunctionSpec => {
    const j: JobDefinition = job;
    return {
      id: `${pascal(key)}Job`,
      key,
      kind: 'job',
      handler: j.handler,
      entry: path.join(functionsDir, 'jobs', `${j.handler}.ts`),
      writes: j.writes,
      stripe: Boolean(j.stripe),
      mail: Boolean(j.mail),
      secrets: secretsOf(j),
      admin: false,
      // Jobs fetch every calendar feed in turn; no API Gateway limit here.
      timeoutSeconds: 120,
      memoryMb: 512,
      job: j,
    };
  });
  return [...fromRoutes, ...fromJobs, ...eventSpecs(functionsDir)];
}

/** The specs whose handler file does not exist (yet). */
export const missingEntries = (specs: FunctionSpec[]) => specs.filter((s) => !existsSync(s.entry));

/** The error a synth stops with when handler files are missing: it names every one. */
export function missingHandlersMessage(missing: FunctionSpec[]): string {
  const list = missing.map((s) => `- ${path.relative(repoRoot, s.entry)} (${s.kind} ${s.key})`);
  return [
    `${missing.length} handler file(s) named in shared/src/api/routes.ts do not exist:`,
    ...list,
    'Each must export `handler`. To synth anyway with stubs (never deploy that), pass',
    '-c allowMissingHandlers=true.',
  ].join('\n');
}

/**
 * Functions AWS invokes on an event rather than a route or a schedule: SES's bounce and complaint
 * events (through EventBridge), which mark the address and the mail.
 */
export function eventSpecs(functionsDir = defaultFunctionsDir): FunctionSpec[] {
  return [
    {
      id: 'MailEvents',
      key: 'handleMailEvent',
      kind: 'event',
      handler: 'handle-mail-event',
      entry: path.join(functionsDir, 'jobs', 'handle-mail-event.ts'),
      writes: true,
      stripe: false,
      mail: false,
      secrets: [],
      admin: false,
      timeoutSeconds: 30,
      memoryMb: 256,
    },
  ];
}

/** The Stripe webhook endpoint custom resource (infra/src/stripe-webhook-endpoint.ts). */
export function stripeWebhookEndpointSpec(): FunctionSpec {
  return {
    id: 'StripeWebhookEndpoint',
    key: 'stripeWebhookEndpoint',
    kind: 'task',
    handler: 'stripe-webhook-endpoint',
    entry: path.join(repoRoot, 'infra/src/stripe-webhook-endpoint.ts'),
    writes: false,
    noTable: true,
    stripe: true,
    mail: false,
    secrets: [],
    admin: false,
    timeoutSeconds: 60,
    memoryMb: 256,
  };
}

/**
 * The custom resource that renders the pages made from the stored content after each deploy's
 * upload (infra/src/render-stored-pages.ts; docs/decisions/0019): the publish function's access.
 */
export function renderStoredPagesSpec(): FunctionSpec {
  return {
    id: 'StoredContentPages',
    key: 'renderStoredPages',
    kind: 'task',
    handler: 'render-stored-pages',
    entry: path.join(repoRoot, 'infra/src/render-stored-pages.ts'),
    writes: true,
    stripe: false,
    mail: false,
    invalidatesEdge: true,
    site: { publishes: true },
    secrets: [],
    admin: false,
    // It may wait for the owner's publish to finish (two minutes at most), then renders the pages.
    timeoutSeconds: 300,
    memoryMb: 1024,
  };
}

/** The seed custom resource's function (infra/src/seed-table.ts), bundled like every other one. */
export function seedSpec(): FunctionSpec {
  return {
    id: 'Seed',
    key: 'seedApartments',
    kind: 'task',
    handler: 'seed-table',
    entry: path.join(repoRoot, 'infra/src/seed-table.ts'),
    writes: true,
    stripe: false,
    mail: false,
    secrets: [],
    admin: false,
    timeoutSeconds: 60,
    memoryMb: 512,
  };
}
