import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Prerenders the public pages into web/dist after `vite build` and the SSR build of
 * src/entry-server.tsx: each page's HTML is painted before any script runs (first paint and SEO),
 * then main.tsx renders the same page over it. `/` goes into index.html, which is also every
 * other path's fallback: an inline script hides the prerendered home there before it can paint.
 */
import { apartmentCatalogue as seedApartments } from '@catania/shared/content/apartments';

const WEB = import.meta.dirname;
const DIST = join(WEB, 'dist');
const SSR = join(WEB, 'dist-ssr');

const routes = [
  '/',
  '/chi-siamo',
  '/recensioni',
  '/prenota',
  '/smart-booking',
  '/appartamento/appartamento-1',
  '/appartamento/appartamento-2',
  '/appartamento/appartamento-3',
  '/appartamento/appartamento-4',
  '/privacy',
  '/cookie-policy',
  '/terms',
  '/gdpr',
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const { render } = (await import(pathToFileURL(join(SSR, 'entry-server.js')).href)) as {
  render: (
    url: string,
    initialQueries?: { queryKey: unknown[]; data: unknown }[],
  ) => Promise<{ html: string; meta: { title: string; description: string } | null }>;
};
const template = readFileSync(join(DIST, 'index.html'), 'utf8');
const BRAND = 'Catania Centro Apartments';

/**
 * The prerendered HTML paints by itself, so the app's scripts are requested only after that first
 * paint (one animation frame): the page shows sooner on slow phones, then becomes interactive.
 * `data-entry` names the entry for the bundle benchmark.
 */
function deferEntry(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1] as string,
  );
  const loader = `(function(){var done=0,e=${JSON.stringify(entry[1])},p=${JSON.stringify(preloads)};function go(){if(done++)return;p.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.src=e;document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1500)})()`;
  return html
    .replace(
      entry[0],
      `<script data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${loader}</script>`,
    )
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
}

for (const route of routes) {
  // Apartment pages carry the apartment as first published: its photos, texts and amenities are
  // in the HTML (first paint, search engines); the price waits for the API.
  const seeded = seedApartments.find((a) => route === `/appartamento/${a.id}`);
  const initialQueries = seeded
    ? [{ queryKey: ['apartments', 'detail', seeded.id], data: seeded }]
    : [];
  const { html, meta } = await render(route, initialQueries);
  let page = template.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${route}">${html}</div>`,
  );
  // Only where this HTML is the fallback of another path: hide it before the first paint.
  const guard = `<script>if(location.pathname.replace(/\\/$/,'')!==${JSON.stringify(route.replace(/\/$/, ''))})document.documentElement.className+=' spa-fallback'</script><style>.spa-fallback #root>*{display:none}</style>`;
  page = page.replace('</head>', `${guard}</head>`);
  if (meta) {
    const title = meta.title.includes(BRAND) ? meta.title : `${meta.title} · ${BRAND}`;
    page = page
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        `$1${escapeHtml(meta.description)}$2`,
      );
  }
  if (initialQueries.length > 0) {
    const json = JSON.stringify(initialQueries).replace(/</g, '\\u003c');
    page = page.replace(
      '<div id="root"',
      `<script type="application/json" id="initial-queries">${json}</script><div id="root"`,
    );
  }
  page = deferEntry(page);
  const apartment = /^\/appartamento\/(appartamento-\d)$/.exec(route);
  if (apartment) {
    // The page's data is requested with the HTML, not after the scripts have run; so is its
    // first photo as first published (a hint only: the page shows whatever the API answers).
    const photo = seedApartments.find((a) => a.id === apartment[1])?.image.src;
    page = page.replace(
      '</head>',
      `<link rel="preload" as="fetch" href="/api/apartments/${apartment[1]}" crossorigin="use-credentials">${photo ? `<link rel="preload" as="image" href="${photo}" fetchpriority="high">` : ''}</head>`,
    );
  }
  if (route !== '/') {
    // The home hero's image is only worth preloading on the home page.
    page = page.replace(/<link\s+rel="preload"[^>]*data-route="\/"[^>]*>/, '');
  }
  const file = route === '/' ? join(DIST, 'index.html') : join(DIST, `${route.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  console.log(`prerendered ${route} (${(page.length / 1024).toFixed(0)} KB)`);
}
rmSync(SSR, { recursive: true, force: true });
