import { pathToFileURL } from 'node:url';
import { routes } from '@catania/shared/api/routes';
import { listApartmentsResponse } from '@catania/shared/schemas/apartment';
import { healthResponse } from '@catania/shared/schemas/health';

/**
 * `npm run smoke -- <url>`: the checks to run after a deploy (docs/operations.md), against the
 * site as a visitor meets it, through CloudFront: the API answers and reaches its table, a public
 * route returns the four apartments, the home page is served with its security headers, and the
 * admin API refuses a caller without a session. Prints one line per check; exits 1 if any fails.
 */
export interface SmokeCheck {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

type Probe = (base: URL) => Promise<string>;

const TIMEOUT_MS = 15_000;

async function get(base: URL, path: string): Promise<Response> {
  return fetch(new URL(path, base), {
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { 'user-agent': 'catania-smoke' },
  });
}

async function json(response: Response, path: string): Promise<unknown> {
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw new Error(`${path}: content-type ${type}`);
  return response.json();
}

const probes: [string, Probe][] = [
  [
    "L'API risponde e legge la tabella",
    async (base) => {
      const path = routes.getHealth.path;
      const health = healthResponse.parse(await json(await get(base, path), path));
      return `${path}: ${health.status} alle ${health.time}`;
    },
  ],
  [
    'Una rotta pubblica restituisce gli appartamenti',
    async (base) => {
      const path = routes.listApartments.path;
      const list = listApartmentsResponse.parse(await json(await get(base, path), path));
      if (list.length === 0) throw new Error(`${path}: nessun appartamento`);
      return `${path}: ${list.length} appartamenti`;
    },
  ],
  [
    'La home page è servita con le intestazioni di sicurezza',
    async (base) => {
      const response = await get(base, '/');
      if (response.status !== 200) throw new Error(`/: HTTP ${response.status}`);
      const html = await response.text();
      if (!html.includes('<div id="root"')) throw new Error('/: non è la pagina del sito');
      // Over HTTPS the edge adds them (CloudFront's response headers policy).
      if (base.protocol === 'https:') {
        for (const header of ['strict-transport-security', 'content-security-policy']) {
          if (!response.headers.get(header)) throw new Error(`/: manca ${header}`);
        }
      }
      return `/: ${html.length} byte`;
    },
  ],
  [
    "L'API di amministrazione rifiuta chi non ha una sessione",
    async (base) => {
      const path = routes.getAdminSession.path;
      const response = await get(base, path);
      if (response.status !== 401) throw new Error(`${path}: HTTP ${response.status}, atteso 401`);
      return `${path}: 401`;
    },
  ],
];

export async function runSmoke(url: string): Promise<SmokeCheck[]> {
  const base = new URL(url);
  const checks: SmokeCheck[] = [];
  for (const [name, probe] of probes) {
    const started = performance.now();
    try {
      const detail = await probe(base);
      checks.push({ name, ok: true, detail, ms: Math.round(performance.now() - started) });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      checks.push({ name, ok: false, detail, ms: Math.round(performance.now() - started) });
    }
  }
  return checks;
}

async function main() {
  const url = process.argv[2];
  if (!url || !URL.canParse(url)) {
    console.error("Uso: npm run smoke -- <url del sito>   (l'output SiteUrl dello stack web)");
    process.exit(2);
  }
  const checks = await runSmoke(url);
  for (const check of checks) {
    console.log(`${check.ok ? '✓' : '✗'} ${check.name} — ${check.detail} (${check.ms} ms)`);
  }
  const failed = checks.filter((c) => !c.ok).length;
  console.log(failed ? `\n${failed} controlli falliti.` : '\nTutto a posto.');
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
