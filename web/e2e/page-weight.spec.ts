import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

/**
 * What a guest's phone fetches on a first visit: every script from the navigation until
 * the network is idle, through the production edge, counted in gzip as the issue states its goal
 * (the edge sends brotli, a sixth smaller; the listing shows both). The bench prints the same
 * figures for every page (scripts/src/bench/page-weight.ts).
 */
/**
 * Each page's gzip budget: its measured figure, a few tenths over, so that any growth is a
 * decision (each step's figures and why are in docs/performance-log.md). The goal is 100 KB on
 * every public page and 120 KB on /checkout; the pages are at 109-117 KB since they no longer
 * carry a client router (docs/decisions/0020-public-pages-are-documents.md). /checkout validates
 * the booking's draft with zod (the `validation` chunk, 26 KB) by design; it has no form, so it
 * does not load react-hook-form (`forms`).
 */
const GZIP_BUDGET_KB: Record<string, number> = {
  '/': 110.6,
  // The English home: the same files, its catalogue English (a page loads its own language's only).
  '/en': 110.9,
  '/appartamento/appartamento-1': 116.5,
  // The English apartment page: the same files, its catalogues and the apartment's texts in
  // English.
  '/en/appartamento/appartamento-1': 117.2,
  '/prenota': 109.1,
  // 145.4 with the extras' English (their translations in the booking's schemas).
  '/checkout': 145.6,
};
/**
 * How many script files each page may fetch: the goal is 8, which the home meets; the others'
 * are their figures (/checkout is asserted in rounds only).
 */
const FILE_BUDGET: Record<string, number> = {
  '/': 8,
  '/en': 8,
  '/appartamento/appartamento-1': 10,
  '/en/appartamento/appartamento-1': 10,
  '/prenota': 9,
};
const DIST = resolve(import.meta.dirname, '../dist');

/** The built files that hold admin code, from the build's chunk report (web/build/chunk-report.ts). */
function adminFiles(): Set<string> {
  const report = JSON.parse(readFileSync(resolve(DIST, '.vite/chunks.json'), 'utf8')) as {
    file: string;
    modules: { id: string }[];
  }[];
  return new Set(
    report
      .filter((chunk) => chunk.modules.some((m) => /features\/admin|pages\/admin/.test(m.id)))
      .map((chunk) => `/${chunk.file}`),
  );
}

/** A built file's gzip size: its `.gz` twin from the build, or gzipped here when it has none. */
const gzipKb = (path: string) => {
  const file = resolve(DIST, `.${path}`);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length / 1024;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0;
};

interface Fetched {
  path: string;
  kb: number;
  gzipKb: number;
}

/** Every script the page fetches until the network is idle, and the HTML that started it. */
async function scriptsOf(page: Page, path: string): Promise<{ html: string; scripts: Fetched[] }> {
  const scripts: Promise<Fetched>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const { pathname } = new URL(request.url());
    scripts.push(
      request.sizes().then((sizes) => ({
        path: pathname,
        kb: sizes.responseBodySize / 1024,
        gzipKb: gzipKb(pathname),
      })),
    );
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  return { html: (await response?.text()) ?? '', scripts: await Promise.all(scripts) };
}

/** Whether an app-only page pattern (`/checkout/*`: one more segment) names `path`, as boot.ts. */
const matches = (pattern: string, path: string) =>
  pattern.endsWith('/*')
    ? path.startsWith(pattern.slice(0, -1)) && /^[^/]+$/.test(path.slice(pattern.length - 1))
    : path === pattern;

/**
 * The scripts of the first two rounds: those the HTML names (the loader), and those the loader
 * asks for at once: its `data-entry`, `data-preload` and, in the app shell, the chunks
 * `data-routes` names for this path (web/build/prerender.ts). A script fetched beyond them was
 * found by running code: a third round.
 */
function firstTwoRounds(html: string, path: string): Set<string> {
  const names = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    for (const [, attribute, value] of tag.matchAll(
      /\s(src|data-entry|data-preload|data-routes)="([^"]*)"/g,
    )) {
      if (!attribute || !value) continue;
      const lists =
        attribute === 'data-routes'
          ? value
              .split('|')
              .map((route) => route.split(' '))
              .filter(([pattern]) => matches(pattern ?? '', path))
              .map(([, ...chunks]) => chunks.join(' '))
          : [value];
      for (const name of lists.flatMap((list) => list.split(' ')).filter(Boolean)) names.add(name);
    }
  }
  return names;
}

for (const path of Object.keys(GZIP_BUDGET_KB)) {
  test(`${path} fetches its scripts in two rounds on a phone, within its gzip budget, no admin code`, {
    tag: '@phone-only',
  }, async ({ page }) => {
    const { html, scripts } = await scriptsOf(page, path);
    const sum = (key: 'kb' | 'gzipKb') => scripts.reduce((total, s) => total + s[key], 0);
    const listing = [
      ...scripts.map((s) => `${s.path} ${s.kb.toFixed(1)} KB (gzip ${s.gzipKb.toFixed(1)} KB)`),
      `in all ${sum('kb').toFixed(1)} KB on the wire, gzip ${sum('gzipKb').toFixed(1)} KB`,
    ].join('\n');

    expect(scripts.length, listing).toBeGreaterThan(0);
    const files = FILE_BUDGET[path];
    if (files !== undefined) expect(scripts.length, listing).toBeLessThanOrEqual(files);
    expect(sum('gzipKb'), listing).toBeLessThanOrEqual(GZIP_BUDGET_KB[path] ?? 0);
    const rounds = firstTwoRounds(html, path);
    expect(
      scripts.filter((s) => !rounds.has(s.path)).map((s) => s.path),
      'scripts found only by running code (a third round)',
    ).toEqual([]);
    const admin = adminFiles();
    expect(admin.size, 'the chunk report names the admin chunks').toBeGreaterThan(0);
    expect(scripts.filter((s) => admin.has(s.path))).toEqual([]);
  });
}

test('the home preloads an apartment page as its cards come into view', {
  tag: '@phone-only',
}, async ({ page }) => {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const apartmentChunk = `/${manifest['src/pages/apartment.tsx']?.file}`;
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(fetched, 'not with the first load').not.toContain(apartmentChunk);
  await page.getByTestId('apartment-card-appartamento-1').scrollIntoViewIfNeeded();
  await expect.poll(() => fetched).toContain(apartmentChunk);
});
