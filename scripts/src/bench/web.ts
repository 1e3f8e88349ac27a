import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CSP_MAX_LENGTH, contentSecurityPolicy } from '@catania/infra/constructs/edge-definition';
import { APP_ONLY_PAGES, PRERENDERED_PAGES } from '@catania/shared/config/site-pages';
import { lighthouseLine, runLighthouse } from './lighthouse';

/**
 * Web figures for `npm run bench`: the gzip size of the JavaScript the home page
 * loads, and what each route answers through the production edge (status, title, bytes);
 * Lighthouse on the public pages through the same edge is ./lighthouse.ts.
 */
export const WEB_DIST = resolve(import.meta.dirname, '../../../web/dist');
export const BUNDLE_BUDGET_KB = 100;

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
