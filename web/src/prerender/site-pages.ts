import {
  DEFAULT_LOCALE,
  type Locale,
  localeOfPath,
  localizedPath,
  unlocalizedPath,
} from '@catania/shared/config/locales';
import {
  apartmentPagePath,
  appShellFile,
  notFoundFile,
  pageFile,
} from '@catania/shared/config/site-pages';
import { apartmentIn } from '@catania/shared/domain/apartment-language';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { ReviewsResponse } from '@catania/shared/schemas/review';
import type { HomePhotos } from '@catania/shared/schemas/site-photos';
import type { SiteTexts } from '@catania/shared/schemas/site-texts';
import type { PageMeta } from '../lib/seo';
import { HOME_PHOTOS_KEY, siteTextsKey } from '../lib/site-content';
import { apartmentKeys, apartmentUrl } from '../queries/apartments';
import { pageWriter } from './page-document';
import { type PageSources, pageScriptsOf, UNKNOWN_PATH } from './page-scripts';
import { sitemap } from './sitemap';

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
 *
 * Here, what each page is made of; beside it, how a page's HTML is written over the template
 * (page-document.ts), which scripts it loads and how (page-scripts.ts), and the sitemap
 * (sitemap.ts).
 */

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

export type RenderRoute = (
  url: string,
  initialQueries?: { queryKey: unknown[]; data: unknown }[],
) => Promise<{ html: string; meta: PageMeta | null }>;

export interface SitePagesOptions extends PageSources {
  /** The client build's index.html, before any page was written over it. */
  template: string;
  render: RenderRoute;
}

export function sitePages({
  template,
  manifest,
  render,
  pageSourcesOf,
  catalogueSourcesOf,
  layoutCatalogueSourcesOf,
}: SitePagesOptions) {
  const scripts = pageScriptsOf({
    manifest,
    pageSourcesOf,
    catalogueSourcesOf,
    layoutCatalogueSourcesOf,
  });
  if (template.includes('data-prerendered')) {
    throw new Error('the template is already prerendered: run the whole build (vite build first)');
  }
  const page = pageWriter(template, scripts);

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
        routes: scripts.appOnlyRoutes(),
      }),
    };
  }

  return { prerenderedPage, notFoundPage, appShell, sitemap };
}
