import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  LOCALES,
  type Locale,
  localeOfPath,
  localizedPath,
  unlocalizedPath,
} from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import {
  APP_ONLY_PAGES,
  apartmentPagePath,
  appShellFile,
  ITALIAN_PRERENDERED_PAGES,
  notFoundFile,
  pageFile,
} from '@catania/shared/config/site-pages';
import { apartmentIn } from '@catania/shared/domain/apartment-language';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { ReviewsResponse } from '@catania/shared/schemas/review';
import type { HomePhotos } from '@catania/shared/schemas/site-photos';
import type { SiteTexts } from '@catania/shared/schemas/site-texts';
import { languageAlternates } from '../lib/seo';
import { HOME_PHOTOS_KEY, siteTextsKey } from '../lib/site-content';
import { apartmentKeys, apartmentUrl } from '../queries/apartments';

/**
 * The site's HTML, page by page (docs/decisions/0006, 0009 and 0016): each prerendered page
 * painted before any script runs (first paint, SEO), then hydrated by main.tsx; the 404 page,
 * which the edge serves with status 404 for any unknown path; the app shell (no content) for the
 * pages that exist only in the browser. No page carries an inline script: the app starts from
 * src/boot.ts, data travels in `application/json` elements, and React's static output has no
 * streaming helpers.
 *
 * The same code renders the site at build time (web/build/prerender.ts, from the repository's
 * content) and when the owner publishes from the panel (functions/src/site/publish.ts, in a
 * Lambda, from the stored content): it is part of the SSR bundle, with the client build's
 * template and manifest in it, so both paths produce the same pages for the same content.
 */

const BRAND = 'Catania Centro Apartments';

/** A path no route matches: the router renders the 404 page for it. */
export const UNKNOWN_PATH = '/pagina-non-trovata';

/**
 * What the site's pages show that the owner may change: the apartments and the site's texts as
 * published, and GET /api/reviews's answer (every published review, no apartment named), whose
 * figures the pages that show reviews carry in their HTML: they keep their place, and
 * the live ones replace them once read.
 */
export interface SiteContent {
  apartments: Apartment[];
  reviews: ReviewsResponse;
  /**
   * The site's texts as published in every language (the home shows its hero, cards and FAQ): a
   * page carries its own language's.
   */
  texts: Record<Locale, SiteTexts>;
  /** The hero's slides and the 'Scopri Catania' cards' photos as published. */
  homePhotos: HomePhotos;
}

/** The pages that show reviews or their figures (and the pages under them). */
const REVIEWS_SHOWN_ON = ['/', '/chi-siamo', '/recensioni', '/prenota', '/appartamento'];

export interface RenderedPage {
  /** The key under the site's root (`appartamento/appartamento-1.html`). */
  file: string;
  /** The path the edge serves it at (`/appartamento/appartamento-1`); none for the app shell. */
  path?: string;
  html: string;
}

export interface PageMeta {
  title: string;
  description: string;
  path?: string;
}

export type RenderRoute = (
  url: string,
  initialQueries?: { queryKey: unknown[]; data: unknown }[],
) => Promise<{ html: string; meta: PageMeta | null }>;

export interface SitePagesOptions {
  /** The client build's index.html, before any page was written over it. */
  template: string;
  /** The client build's `.vite/manifest.json`. */
  manifest: Record<string, { file: string; imports?: string[] }>;
  render: RenderRoute;
  pageSourceOf: (pathname: string) => string | undefined;
  /**
   * The sources of the catalogues the page of `pathname` reads in its language: the layout's and
   * the page's own (src/i18n/messages.ts).
   */
  catalogueSourcesOf: (pathname: string) => string[];
}

/** `sitemap.xml`: every prerendered page in every language, each with its alternates. */
export function sitemap(): string {
  const urls = ITALIAN_PRERENDERED_PAGES.flatMap((path) =>
    LOCALES.map((locale) => {
      const links = languageAlternates(path)
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`)
        .join('');
      return `  <url><loc>${site.brand.url}${localizedPath(path, locale)}</loc>${links}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What the layout loads as every page first renders (src/app/layout/root-layout.tsx): the cookie
 * banner a first visit shows, and the footer where the page is rendered afresh (the 404 page, the
 * app shell). A hydrated page hydrates its footer when it comes near the screen (`deferred`), so
 * its code is not named there.
 */
const LOADED_WITH_EVERY_PAGE = ['src/features/consent/cookie-banner.tsx'];
const LOADED_WITH_RENDERED_PAGES = ['src/app/layout/footer.tsx'];

interface PageHtml {
  /** What `data-prerendered` says: the route, `404`, or nothing (the app shell). */
  prerendered?: string;
  html?: string;
  meta?: PageMeta | null;
  canonical?: string;
  initialQueries?: { queryKey: unknown[]; data: unknown }[];
  head?: string;
  /** The app shell's: each app-only page's chunks (appOnlyRoutes). */
  routes?: string;
  /** The page's language (`lang`, `og:locale`); Italian when not said. */
  locale?: Locale;
}

export function sitePages({
  template,
  manifest,
  render,
  pageSourceOf,
  catalogueSourcesOf,
}: SitePagesOptions) {
  const boot = manifest['src/boot.ts']?.file;
  if (!boot) throw new Error('src/boot.ts is not in the build manifest');
  if (template.includes('data-prerendered')) {
    throw new Error('the template is already prerendered: run the whole build (vite build first)');
  }

  /** A module's chunk and, through their static imports, the chunks it needs: `/assets/...`. */
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
   * The scripts a page needs besides the entry's: its page module's chunks, its language's
   * catalogues (the layout's and the page's), so
   * the loader asks for all of them at once with the entry (two rounds: the loader, then
   * everything), rather than each after the code that imports it has run.
   */
  function pageScripts(route: string | undefined, hydrated: boolean, locale: Locale): string[] {
    const source = route === undefined ? undefined : pageSourceOf(route);
    return [
      ...(source ? [source] : []),
      // The app shell (no route) names its language's layout texts only, as an unknown path's.
      ...catalogueSourcesOf(route ?? localizedPath(UNKNOWN_PATH, locale)),
      ...LOADED_WITH_EVERY_PAGE,
      ...(hydrated ? [] : LOADED_WITH_RENDERED_PAGES),
    ].flatMap(chunksOf);
  }

  /**
   * The prerendered HTML paints by itself, so the app's scripts are requested only after that
   * first paint, by the loader (src/boot.ts), which reads the entry and its preloads from its own
   * element. `data-entry` also names the entry for the bundle benchmark.
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
   * preloads those of the path it is opened at with the entry (two rounds, as on prerendered
   * pages).
   */
  function appOnlyRoutes(): string {
    return APP_ONLY_PAGES.map((pattern) => {
      const path = pattern.replace(/\*$/, 'x');
      const source = pageSourceOf(path);
      return [
        pattern,
        ...[...(source ? [source] : []), ...catalogueSourcesOf(path)].flatMap(chunksOf),
      ].join(' ');
    }).join('|');
  }

  function page(options: PageHtml): string {
    const locale = options.locale ?? DEFAULT_LOCALE;
    let html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(
        /(<meta property="og:locale" content=")[^"]*(")/,
        `$1${INTL_LOCALE[locale].replace('-', '_')}$2`,
      )
      .replace(
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
    if (options.canonical) {
      head += `<link rel="canonical" href="${options.canonical}">`;
      for (const { hreflang, href } of languageAlternates(options.canonical)) {
        head += `<link rel="alternate" hreflang="${hreflang}" href="${href}">`;
      }
    }
    html = html.replace('</head>', `${head}</head>`);
    if (options.initialQueries?.length) {
      const json = JSON.stringify(options.initialQueries).replace(/</g, '\\u003c');
      html = html.replace(
        '<div id="root"',
        `<script type="application/json" id="initial-queries">${json}</script><div id="root"`,
      );
    }
    const route =
      options.prerendered === '404' ? localizedPath(UNKNOWN_PATH, locale) : options.prerendered;
    // main.tsx hydrates every prerendered page but the 404 page, which it renders afresh.
    const hydrated = Boolean(options.prerendered) && options.prerendered !== '404';
    const finished = loadAfterPaint(
      html,
      [...new Set(pageScripts(route, hydrated, locale))],
      options.routes,
    );
    assertNoInlineScript(finished);
    return finished;
  }

  /** One prerendered page (a path of PRERENDERED_PAGES), from `content`. */
  async function prerenderedPage(route: string, content: SiteContent): Promise<RenderedPage> {
    // Apartment pages carry the apartment as published, in the page's language: its photos,
    // texts and amenities are in the HTML (first paint, search engines); the price waits for the
    // API. The page is known by its Italian path.
    const italian = unlocalizedPath(route);
    const locale = localeOfPath(route);
    const stored = content.apartments.find((a) => italian === apartmentPagePath(a.id));
    const apartment = stored && apartmentIn(stored, locale);
    const initialQueries = [
      ...(apartment
        ? [{ queryKey: [...apartmentKeys.detail(apartment.id, locale)], data: apartment }]
        : []),
      ...(REVIEWS_SHOWN_ON.some((shown) => italian === shown || italian.startsWith(`${shown}/`))
        ? [{ queryKey: ['reviews', 'all'], data: content.reviews }]
        : []),
      ...(italian === '/'
        ? [
            {
              queryKey: [...siteTextsKey(locale)],
              data: content.texts[locale],
            },
            { queryKey: [...HOME_PHOTOS_KEY], data: content.homePhotos },
          ]
        : []),
    ];
    const { html, meta } = await render(route, initialQueries);
    // The page's data is requested with the HTML, not after the scripts have run. (Its first
    // photo, like the home hero's, is preloaded by React in the widths its img offers, as every
    // image with fetchPriority="high" is.)
    const head = apartment
      ? `<link rel="preload" as="fetch" href="${apartmentUrl(apartment.id, locale)}" crossorigin="use-credentials">`
      : '';
    return {
      file: pageFile(route),
      path: route,
      html: page({
        prerendered: route,
        locale,
        html,
        meta,
        canonical: meta?.path ?? route,
        initialQueries,
        head,
      }),
    };
  }

  /** The 404 page of `locale`, which the edge serves for any unknown path in that language. */
  async function notFoundPage(locale: Locale = DEFAULT_LOCALE): Promise<RenderedPage> {
    const notFound = await render(localizedPath(UNKNOWN_PATH, locale));
    return {
      file: notFoundFile(locale),
      html: page({
        prerendered: '404',
        locale,
        html: notFound.html,
        meta: notFound.meta,
        head: '<meta name="robots" content="noindex">',
      }),
    };
  }

  /** The app shell of `locale`: the app-only pages of that language (and, Italian, the admin). */
  function appShell(locale: Locale = DEFAULT_LOCALE): RenderedPage {
    return {
      file: appShellFile(locale),
      html: page({
        locale,
        head: '<meta name="robots" content="noindex">',
        routes: appOnlyRoutes(),
      }),
    };
  }

  return { prerenderedPage, notFoundPage, appShell, sitemap };
}

/**
 * The Content-Security-Policy allows no inline script (infra/constructs/edge-definition.ts): a
 * page that carried one would not hydrate in production, so no such page is ever written.
 */
function assertNoInlineScript(html: string) {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const data = /\stype="application\/(ld\+)?json"/i.test(tag);
    if (!data && !/\ssrc="/i.test(tag)) {
      throw new Error(`a page carries an inline script, which the CSP refuses: ${tag}`);
    }
  }
}
