import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  APP_ONLY_PAGES,
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  PRERENDERED_PAGES,
  pageFile,
} from '@catania/shared/config/site-pages';
/**
 * Writes the site's HTML into web/dist after `vite build` and the SSR build of
 * src/entry-server.tsx (docs/decisions/0006 and 0009):
 * - each prerendered page into its own file, painted before any script runs (first paint, SEO),
 *   then hydrated by main.tsx; the edge serves it at its path;
 * - the 404 page, which the edge serves with status 404 for any unknown path;
 * - the app shell (no content) for the pages that exist only in the browser.
 * No page carries an inline script: the app starts from src/boot.ts, data travels in
 * `application/json` elements, and React's static output has no streaming helpers.
 */
import { apartmentCatalogue as seedApartments } from '@catania/shared/content/apartments';
import { publishedSeedReviews } from '@catania/shared/content/reviews';
import { reviewsResponse } from '@catania/shared/domain/reviews';

const WEB = import.meta.dirname;
const DIST = join(WEB, 'dist');
const SSR = join(WEB, 'dist-ssr');
const BRAND = 'Catania Centro Apartments';

/** A path no route matches: the router renders the 404 page for it. */
const UNKNOWN_PATH = '/pagina-non-trovata';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const { render, pageSourceOf } = (await import(
  pathToFileURL(join(SSR, 'entry-server.js')).href
)) as {
  pageSourceOf: (pathname: string) => string | undefined;
  render: (
    url: string,
    initialQueries?: { queryKey: unknown[]; data: unknown }[],
  ) => Promise<{
    html: string;
    meta: { title: string; description: string; path?: string } | null;
  }>;
};
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;
const boot = manifest['src/boot.ts']?.file;
if (!boot) throw new Error('src/boot.ts is not in the build manifest');
const template = readFileSync(join(DIST, 'index.html'), 'utf8');
if (template.includes('data-prerendered')) {
  throw new Error('dist/index.html is already prerendered: run the whole build (vite build first)');
}

/**
 * What the layout loads as every page first renders (src/app/layout/root-layout.tsx): the cookie
 * banner a first visit shows, and the footer where the page is rendered afresh (the 404 page, the
 * app shell). A hydrated page hydrates its footer when it comes near the screen (`deferred`), so
 * its code is not named there.
 */
const LOADED_WITH_EVERY_PAGE = ['src/features/consent/cookie-banner.tsx'];
const LOADED_WITH_RENDERED_PAGES = ['src/app/layout/footer.tsx'];

/** A module's chunk and, through their static imports, the chunks it needs: `/assets/...` paths. */
function chunksOf(source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  visit(source);
  return [...files];
}

/**
 * The scripts a page needs besides the entry's: its page module's chunks and the layout's, so the
 * loader asks for all of them at once with the entry (two rounds: the loader, then everything),
 * rather than each after the code that imports it has run.
 */
function pageScripts(route: string | undefined, hydrated: boolean): string[] {
  const source = route === undefined ? undefined : pageSourceOf(route);
  return [
    ...(source ? [source] : []),
    ...LOADED_WITH_EVERY_PAGE,
    ...(hydrated ? [] : LOADED_WITH_RENDERED_PAGES),
  ].flatMap(chunksOf);
}

/**
 * The prerendered HTML paints by itself, so the app's scripts are requested only after that first
 * paint, by the loader (src/boot.ts), which reads the entry and its preloads from its own element.
 * `data-entry` also names the entry for the bundle benchmark.
 */
function loadAfterPaint(html: string, scripts: string[], routes = ''): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('no entry script in index.html');
  const preloads = [
    ...new Set([
      ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1] as string,
      ),
      ...scripts,
    ]),
  ].filter((href) => href !== entry[1] && !href.endsWith(boot as string));
  return html
    .replace(
      entry[0],
      `<script type="module" src="/${boot}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"${routes ? ` data-routes="${routes}"` : ''}></script>`,
    )
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
}

/**
 * The app shell serves every app-only page, so it cannot name one page's chunks: it names each
 * page's, by path (`/checkout /assets/a.js /assets/b.js|/check-in/* ...`), and the loader
 * preloads those of the path it is opened at with the entry (two rounds, as on prerendered pages).
 */
function appOnlyRoutes(): string {
  return APP_ONLY_PAGES.map((pattern) => {
    const source = pageSourceOf(pattern.replace(/\*$/, 'x'));
    return [pattern, ...(source ? chunksOf(source) : [])].join(' ');
  }).join('|');
}

interface PageHtml {
  /** What `data-prerendered` says: the route, `404`, or nothing (the app shell). */
  prerendered?: string;
  html?: string;
  meta?: { title: string; description: string; path?: string } | null;
  canonical?: string;
  initialQueries?: { queryKey: unknown[]; data: unknown }[];
  head?: string;
  /** The app shell's: each app-only page's chunks (appOnlyRoutes). */
  routes?: string;
}

function page(options: PageHtml): string {
  let html = template.replace(
    '<div id="root"></div>',
    options.prerendered
      ? `<div id="root" data-prerendered="${options.prerendered}">${options.html ?? ''}</div>`
      : '<div id="root"></div>',
  );
  if (options.meta) {
    const { title, description } = options.meta;
    html = html
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(title.includes(BRAND) ? title : `${title} · ${BRAND}`)}</title>`,
      )
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        `$1${escapeHtml(description)}$2`,
      );
  }
  let head = options.head ?? '';
  // Relative, as the app's own (lib/seo.ts): the browser resolves it against the site's origin.
  if (options.canonical) head += `<link rel="canonical" href="${options.canonical}">`;
  html = html.replace('</head>', `${head}</head>`);
  if (options.initialQueries?.length) {
    const json = JSON.stringify(options.initialQueries).replace(/</g, '\\u003c');
    html = html.replace(
      '<div id="root"',
      `<script type="application/json" id="initial-queries">${json}</script><div id="root"`,
    );
  }
  const route = options.prerendered === '404' ? UNKNOWN_PATH : options.prerendered;
  // main.tsx hydrates every prerendered page but the 404 page, which it renders afresh.
  const hydrated = Boolean(options.prerendered) && options.prerendered !== '404';
  return loadAfterPaint(html, [...new Set(pageScripts(route, hydrated))], options.routes);
}

/**
 * The Content-Security-Policy allows no inline script (infra/constructs/edge-definition.ts): a
 * page that carried one would not hydrate in production, so the build refuses to write it.
 */
function assertNoInlineScript(file: string, html: string) {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const data = /\stype="application\/(ld\+)?json"/i.test(tag);
    if (!data && !/\ssrc="/i.test(tag)) {
      throw new Error(`${file} carries an inline script, which the CSP refuses: ${tag}`);
    }
  }
}

function write(file: string, html: string) {
  assertNoInlineScript(file, html);
  const path = join(DIST, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
  writeFileSync(`${path}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  console.log(`wrote ${file} (${(html.length / 1024).toFixed(0)} KB)`);
}

/**
 * The pages that show reviews or their figures start from what GET /api/reviews answers for the
 * seed reviews, computed by the same function as the API's (shared/src/domain/reviews.ts): the
 * figures are in the HTML, keep their place, and the live ones replace them once read.
 */
const REVIEWS_SHOWN_ON = ['/', '/chi-siamo', '/recensioni', '/prenota', '/appartamento'];
const seedReviewsAnswer = reviewsResponse(publishedSeedReviews);

for (const route of PRERENDERED_PAGES) {
  // Apartment pages carry the apartment as first published: its photos, texts and amenities are
  // in the HTML (first paint, search engines); the price waits for the API.
  const seeded = seedApartments.find((a) => route === `/appartamento/${a.id}`);
  const initialQueries = [
    ...(seeded ? [{ queryKey: ['apartments', 'detail', seeded.id], data: seeded }] : []),
    ...(REVIEWS_SHOWN_ON.some((shown) => route === shown || route.startsWith(`${shown}/`))
      ? [{ queryKey: ['reviews', 'all'], data: seedReviewsAnswer }]
      : []),
  ];
  const { html, meta } = await render(route, initialQueries);
  // The page's data is requested with the HTML, not after the scripts have run. (Its first
  // photo, like the home hero's, is preloaded by React in the widths its img offers, as every
  // image with fetchPriority="high" is.)
  const head = seeded
    ? `<link rel="preload" as="fetch" href="/api/apartments/${seeded.id}" crossorigin="use-credentials">`
    : '';
  write(
    pageFile(route),
    page({
      prerendered: route,
      html,
      meta,
      canonical: meta?.path ?? route,
      initialQueries,
      head,
    }),
  );
}

const notFound = await render(UNKNOWN_PATH);
write(
  NOT_FOUND_FILE,
  page({
    prerendered: '404',
    html: notFound.html,
    meta: notFound.meta,
    head: '<meta name="robots" content="noindex">',
  }),
);
write(
  APP_SHELL_FILE,
  page({ head: '<meta name="robots" content="noindex">', routes: appOnlyRoutes() }),
);
rmSync(SSR, { recursive: true, force: true });
