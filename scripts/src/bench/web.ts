import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CSP_MAX_LENGTH, contentSecurityPolicy } from '@catania/infra/constructs/edge-definition';
import { APP_ONLY_PAGES, PRERENDERED_PAGES } from '@catania/shared/config/site-pages';

/**
 * Web figures for `npm run bench`: the gzip size of the JavaScript the home page
 * loads; what each route answers through the production edge (status, title, bytes); and
 * Lighthouse (mobile) on the home page, an apartment page and /prenota, through the same edge.
 */
export const WEB_DIST = resolve(import.meta.dirname, '../../../web/dist');
export const BUNDLE_BUDGET_KB = 100;
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BundleReport {
  /** JS the entry needs (web/dist/index.html's entry and its static imports). */
  initial: { files: string[]; gzipKb: number };
  /**
   * JS the prerendered `/` asks for before running any code: the loader, the entry and everything
   * the loader preloads (the home page's chunks, the layout's footer and cookie banner).
   */
  homeRoute: { files: string[]; gzipKb: number };
  /** Any chunk of the admin area among the files above (must be empty). */
  adminChunks: string[];
  budgetKb: number;
  withinBudget: boolean;
}

const gzipKb = (distDir: string, files: string[]) =>
  Math.round(
    (files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
      0,
    ) /
      1024) *
      10,
  ) / 10;

/** Sizes what `/` loads, from the built web/dist (run `npm run build -w web` first). */
export function measureHomeBundle(distDir = WEB_DIST): BundleReport {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const initial = new Set<string>();
  const addWithImports = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const dependency of chunk.imports ?? []) addWithImports(dependency);
  };
  addWithImports('index.html');

  // The prerendered index.html names its scripts on the loader's element: data-entry, data-preload.
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const home = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="\/([^"]+)"/g)) home.add(match[1] as string);
  for (const match of html.matchAll(/data-(?:entry|preload)="([^"]*)"/g)) {
    for (const href of (match[1] ?? '').split(' ').filter(Boolean))
      home.add(href.replace(/^\//, ''));
  }

  const sourcesOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.src ?? '']));
  const adminChunks = [...home].filter(
    (file) => /admin/i.test(file) || /features\/admin|pages\/admin/.test(sourcesOf.get(file) ?? ''),
  );
  const initialKb = gzipKb(distDir, [...initial]);
  return {
    initial: { files: [...initial], gzipKb: initialKb },
    homeRoute: { files: [...home], gzipKb: gzipKb(distDir, [...home]) },
    adminChunks,
    budgetKb: BUNDLE_BUDGET_KB,
    withinBudget: initialKb <= BUNDLE_BUDGET_KB && adminChunks.length === 0,
  };
}

export interface RouteReport {
  path: string;
  status: number;
  /** The `<title>` of the HTML, or where a redirect points. */
  title: string;
  /** Bytes on the wire (brotli, as a browser asks) and of the document itself. */
  transferBytes: number;
  bytes: number;
}

/** Every kind of route the edge knows: pages, app-only pages, an alias, an unknown path. */
export const ROUTES = [
  ...PRERENDERED_PAGES,
  ...APP_ONLY_PAGES.map((path) => path.replace('/*', '/appartamento-1')),
  '/apartments/appartamento1',
  '/pagina-inesistente',
];

/** What each route answers through the gateway (the edge as deployed) at `baseUrl`. */
export async function measureRoutes(baseUrl: string, paths = ROUTES): Promise<RouteReport[]> {
  const reports: RouteReport[] = [];
  for (const path of paths) {
    const response = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: Buffer;
    }>((done, fail) => {
      const call = request(
        new URL(path, baseUrl),
        { headers: { 'accept-encoding': 'br, gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      call.on('error', fail);
      call.end();
    });
    const encoding = response.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(response.body)
        : encoding === 'gzip'
          ? gunzipSync(response.body)
          : response.body;
    const title = /<title>([^<]*)<\/title>/.exec(body.toString('utf8'))?.[1];
    reports.push({
      path,
      status: response.status,
      title: title ?? `→ ${String(response.headers.location ?? '')}`,
      transferBytes: response.body.length,
      bytes: body.length,
    });
  }
  return reports;
}

export function formatRoutes(reports: RouteReport[]): string {
  const csp = `  Content-Security-Policy: ${contentSecurityPolicy.length} characters (CloudFront takes ${CSP_MAX_LENGTH})`;
  return [
    csp,
    ...reports.map(
      (r) =>
        `  ${r.path.padEnd(30)} ${r.status}  ${String(r.transferBytes).padStart(6)} B br / ${String(r.bytes).padStart(6)} B  ${r.title}`,
    ),
  ].join('\n');
}

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** The SEO audits that failed in any run (ids, as Lighthouse names them). */
  seoFailures: string[];
  /** How many runs the figures are the median of, and the machine's load average meanwhile. */
  runs: number;
  loadAverage: number;
  /** The lowest and highest of each timing figure over the runs: a median alone hides the noise. */
  spread?: Spread;
}

type Range = [low: number, high: number];
export interface Spread {
  performance: Range;
  tbtMs: Range;
  lcpMs: Range;
  loadAverage: Range;
}

export const LIGHTHOUSE_PATHS = [
  '/',
  '/appartamento/appartamento-1',
  '/prenota',
  '/chi-siamo',
  '/checkout',
  // The English pages load their own catalogues and texts: the same goals hold for them.
  '/en',
  '/en/appartamento/appartamento-1',
];

/**
 * Runs per page: a single Lighthouse run on a two-core machine is noise, and a median of three
 * let one lucky series pass for the page's figure. Five, with the spread printed beside it.
 */
export const LIGHTHOUSE_RUNS = 5;

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

type Figure = 'performance' | 'tbtMs' | 'lcpMs' | 'loadAverage';
const rangeOf = (runs: LighthouseResult[], key: Figure): Range => {
  const values = runs.map((r) => r[key]);
  return [Math.min(...values), Math.max(...values)];
};

/** The median of each figure over the runs of one page, with the spread of the timing ones. */
export function medianResult(runs: LighthouseResult[]): LighthouseResult {
  const pick = (key: keyof Omit<LighthouseResult, 'path' | 'seoFailures' | 'spread'>) =>
    medianOf(runs.map((r) => r[key]));
  return {
    path: runs[0]?.path ?? '',
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    cls: pick('cls'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    seoFailures: [...new Set(runs.flatMap((r) => r.seoFailures))],
    runs: runs.length,
    loadAverage: Math.round(pick('loadAverage') * 10) / 10,
    spread: {
      performance: rangeOf(runs, 'performance'),
      tbtMs: rangeOf(runs, 'tbtMs'),
      lcpMs: rangeOf(runs, 'lcpMs'),
      loadAverage: rangeOf(runs, 'loadAverage').map((v) => Math.round(v * 10) / 10) as Range,
    },
  };
}

const between = ([low, high]: Range, unit = '') =>
  low === high ? '' : ` (${low}${unit}-${high}${unit})`;

/** One page's Lighthouse line: each timing figure's median, then its spread over the runs. */
export const lighthouseLine = (r: LighthouseResult) =>
  `${r.path.padEnd(32)} performance ${r.performance}${r.spread ? between(r.spread.performance) : ''}, accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${seoText(r)}, CLS ${r.cls.toFixed(3)}, LCP ${r.lcpMs} ms${r.spread ? between(r.spread.lcpMs, ' ms') : ''}, TBT ${r.tbtMs} ms${r.spread ? between(r.spread.tbtMs, ' ms') : ''} (median of ${r.runs}, load ${r.spread ? r.spread.loadAverage.join('-') : r.loadAverage.toFixed(1)})${meetsLighthouseTargets(r) ? '' : '  (below target)'}`;

/**
 * Lighthouse, mobile preset (simulated slow 4G and 4x CPU), against a running stack
 * (`npm start`, or the e2e server): the median of `runs` runs per page. Uses Debian's Chromium.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[] = LIGHTHOUSE_PATHS,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const path of paths) {
    const samples: LighthouseResult[] = [];
    for (let run = 0; run < runs; run++) samples.push(...(await lighthouseOnce(baseUrl, [path])));
    results.push(medianResult(samples));
  }
  return results;
}

async function lighthouseOnce(baseUrl: string, paths: string[]): Promise<LighthouseResult[]> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const results: LighthouseResult[] = [];
  for (const path of paths) {
    // A fresh browser per page: no cache or service state carried between runs.
    const chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const runner = await lighthouse(new URL(path, baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        seoFailures: (lhr.categories.seo?.auditRefs ?? [])
          .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
        runs: 1,
        loadAverage: loadavg()[0] ?? 0,
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}

/**
 * Pages kept out of search engines on purpose (`noindex`, and robots.txt): a guest's checkout is
 * no landing page (ADR 0006). Lighthouse's 'is-crawlable' audit fails there by design, and only it
 * may: every other SEO audit must pass.
 */
export const NOINDEX_PATHS = new Set(['/checkout']);

/** Whether the page's SEO meets the target: 100, or on a noindex page only 'is-crawlable' failed. */
export function seoMeetsTarget(result: LighthouseResult): boolean {
  if (result.seo >= LIGHTHOUSE_TARGETS.seo) return true;
  return (
    NOINDEX_PATHS.has(result.path) &&
    result.seoFailures.length > 0 &&
    result.seoFailures.every((id) => id === 'is-crawlable')
  );
}

/** How the SEO figure reads: the score, and what failed when something did. */
export const seoText = (result: LighthouseResult) =>
  result.seoFailures.length === 0
    ? String(result.seo)
    : `${result.seo} (failed: ${result.seoFailures.join(', ')}${seoMeetsTarget(result) ? ', noindex by design' : ''})`;

export function meetsLighthouseTargets(result: LighthouseResult): boolean {
  const t = LIGHTHOUSE_TARGETS;
  return (
    result.performance >= t.performance &&
    result.accessibility >= t.accessibility &&
    result.bestPractices >= t.bestPractices &&
    seoMeetsTarget(result) &&
    result.cls <= t.cls
  );
}

// `npx tsx scripts/src/bench/web.ts [baseUrl]`: prints the bundle figures, and Lighthouse when a
// running stack's URL is given.
async function main() {
  const bundle = measureHomeBundle(process.env.WEB_DIST ?? WEB_DIST);
  console.log(
    `JS loaded by / (gzip): initial ${bundle.initial.gzipKb} KB (${bundle.initial.files.length} files), with the home route ${bundle.homeRoute.gzipKb} KB; budget ${bundle.budgetKb} KB; admin chunks: ${bundle.adminChunks.length ? bundle.adminChunks.join(', ') : 'none'}`,
  );
  const baseUrl = process.argv[2];
  if (!baseUrl) return;
  console.log(
    `Routes through the edge (status, bytes on the wire / of the page, title):\n${formatRoutes(await measureRoutes(baseUrl))}`,
  );
  for (const result of await runLighthouse(baseUrl))
    console.log(`Lighthouse ${lighthouseLine(result)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
