import { LOCALES } from '@catania/shared/config/locales';
import { notFoundFile, pageFile, STORED_CONTENT_PAGES } from '@catania/shared/config/site-pages';
import { STATUS_METADATA } from './edge-functions';

/**
 * The built site's files as the edge serves them (docs/decisions/0009-the-edge-defined-once.md):
 * which upload each file goes into, with its Cache-Control and metadata. Part of the edge's
 * definition (edge-definition.ts); the web stack uploads by these rules, the local bucket serves
 * by them.
 */

// ---- The site's files: uploads and their caching --------------------------------------------

/**
 * One upload of the built site per kind of file, each with its own Cache-Control (and metadata).
 * Filters work as `aws s3 sync`'s (which BucketDeployment runs): all files, then each `exclude`,
 * then each `include`, the last matching filter deciding; `*` matches across folders.
 * Every file of the build belongs to exactly one upload (a test checks it).
 */
export interface SiteFileRule {
  name: string;
  exclude: string[];
  include: string[];
  cacheControl: string;
  metadata: Record<string, string>;
  /** Delete objects of this kind that the new build no longer has. */
  prune: boolean;
  /**
   * Not uploaded from the build: written by the publish Lambda (functions/src/site) and the
   * deploy's render of the stored content, never uploaded nor pruned by a deploy's sync. The rule still tells the local bucket how to serve them.
   */
  published?: true;
}

/** Browsers ask again every time (cheap: ETag); CloudFront keeps it until the next deploy. */
const DOCUMENT = 'public, max-age=0, s-maxage=31536000, must-revalidate';
/**
 * The owner's photos uploaded from the panel (functions/src/site/photos.ts): new names for new
 * photos, so they never change; no deploy touches them (each build's images are its own folders).
 */
export const OWNER_IMAGES = 'images/uploads/*';
const IMAGES = [
  'images/apartments/*',
  'images/catania/*',
  'images/hero/*',
  'images/fallback*',
  'favicon.svg',
  'apple-touch-icon.png',
];
/**
 * Build outputs that are not part of the site: the manifest for tools, and the precompressed
 * copies that stand in for CloudFront's own compression locally. Left out of the uploaded asset.
 */
export const NOT_SITE = ['.vite/*', '*.br', '*.gz'];

/** The pages made from the owner's published content (STORED_CONTENT_PAGES), as files. */
const STORED_CONTENT_FILES = STORED_CONTENT_PAGES.map(pageFile);

export const SITE_FILES: SiteFileRule[] = [
  {
    // Hashed names never change content; old ones stay so a page loaded before a deploy still
    // finds its chunks.
    name: 'Assets',
    exclude: ['*'],
    include: ['assets/*'],
    cacheControl: 'public, max-age=31536000, immutable',
    metadata: {},
    prune: false,
  },
  {
    // Same name, new photo when the owner replaces one: a day, then revalidated.
    name: 'Images',
    exclude: ['*'],
    include: IMAGES,
    cacheControl: 'public, max-age=86400, must-revalidate',
    metadata: {},
    prune: true,
  },
  {
    name: 'NotFoundPage',
    exclude: ['*'],
    include: LOCALES.map(notFoundFile),
    cacheControl: DOCUMENT,
    metadata: { [STATUS_METADATA]: '404' },
    prune: true,
  },
  {
    // Pages, the app shell, robots.txt, the sitemap and the manifest.
    name: 'Pages',
    exclude: [
      'assets/*',
      ...IMAGES,
      OWNER_IMAGES,
      ...LOCALES.map(notFoundFile),
      ...STORED_CONTENT_FILES,
      ...NOT_SITE,
    ],
    include: [],
    cacheControl: DOCUMENT,
    metadata: {},
    prune: true,
  },
  {
    name: 'OwnerImages',
    exclude: ['*'],
    include: [OWNER_IMAGES],
    cacheControl: 'public, max-age=31536000, immutable',
    metadata: {},
    prune: false,
    published: true,
  },
  {
    // Rendered from the stored content by every deploy, after this upload (docs/decisions/0019):
    // the build's copies, from the repository's seed, would put back what the owner replaced.
    name: 'StoredContentPages',
    exclude: ['*'],
    include: STORED_CONTENT_FILES,
    cacheControl: DOCUMENT,
    metadata: {},
    prune: false,
    published: true,
  },
];

/**
 * A wildcard pattern as both CloudFront's path patterns and `aws s3 sync`'s filters read it:
 * `*` matches any characters, `/` included; everything else literally.
 */
export function wildcard(pattern: string): RegExp {
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}

/** Whether `aws s3 sync`'s filters let `key` through (see SiteFileRule). */
export function admits(rule: Pick<SiteFileRule, 'exclude' | 'include'>, key: string): boolean {
  const matches = (pattern: string) => wildcard(pattern).test(key);
  let admitted = true;
  for (const pattern of rule.exclude) if (matches(pattern)) admitted = false;
  for (const pattern of rule.include) if (matches(pattern)) admitted = true;
  return admitted;
}

/** The upload a file of the build goes into (`undefined`: it is not uploaded). */
export function siteFileRule(key: string, rules = SITE_FILES): SiteFileRule | undefined {
  if (NOT_SITE.some((pattern) => admits({ exclude: ['*'], include: [pattern] }, key))) {
    return undefined;
  }
  return rules.find((rule) => admits(rule, key));
}
