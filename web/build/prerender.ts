import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES } from '@catania/shared/config/locales';
import { PRERENDERED_PAGES } from '@catania/shared/config/site-pages';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { SEED_HOME_PHOTOS } from '@catania/shared/content/home-photos';
import { publishedSeedReviews } from '@catania/shared/content/reviews';
import { SEED_SITE_TEXTS_BY_LOCALE } from '@catania/shared/content/site-texts';
import { reviewsResponse } from '@catania/shared/domain/reviews';
import type { RenderedPage, SiteContent } from '../src/entry-server';
import { writeCompressed } from './precompress';

/**
 * Writes the site's HTML into web/dist after `vite build` and the SSR build of
 * src/entry-server.tsx (docs/decisions/0006, 0009 and 0016), from the repository's content (the
 * seed of a new stack). The pages are made by the SSR bundle's `site` (src/prerender/site-pages.ts),
 * the same code the publish Lambda runs on the owner's stored content; dist-ssr is kept for it.
 */
const WEB = resolve(import.meta.dirname, '..');
const DIST = join(WEB, 'dist');

const { site } = (await import(
  pathToFileURL(join(WEB, 'dist-ssr', 'entry-server.js')).href
)) as typeof import('../src/entry-server');

function write({ file, html }: RenderedPage) {
  const path = join(DIST, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
  writeCompressed(path, html);
  console.log(`wrote ${file} (${(html.length / 1024).toFixed(0)} KB)`);
}

/**
 * A new stack's site: the repository's apartments, site texts and home photos, and the figures GET /api/reviews answers for
 * the seed reviews, computed by the same function as the API's (shared/src/domain/reviews.ts).
 */
const seed: SiteContent = {
  apartments: apartmentCatalogue,
  reviews: reviewsResponse(publishedSeedReviews),
  texts: SEED_SITE_TEXTS_BY_LOCALE,
  homePhotos: SEED_HOME_PHOTOS,
};
for (const route of PRERENDERED_PAGES) write(await site.prerenderedPage(route, seed));
for (const locale of LOCALES) write(await site.notFoundPage(locale));
for (const locale of LOCALES) write(site.appShell(locale));
write({ file: 'sitemap.xml', html: site.sitemap() });
