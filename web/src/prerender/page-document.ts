import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  type Locale,
  localizedPath,
} from '@catania/shared/config/locales';
import { fullTitle, languageAlternates, type PageMeta } from '../lib/seo';
import { type PageScripts, UNKNOWN_PATH } from './page-scripts';

/**
 * A page's HTML, written over the client build's template (site-pages.ts): its language, title
 * and description, canonical and language alternates, the queries it was rendered with, and its
 * scripts (page-scripts.ts); never an inline script.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageHtml {
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

/** The page writer of one client build: `template` its index.html, `scripts` its page scripts. */
export function pageWriter(template: string, { pageScripts, loadAfterPaint }: PageScripts) {
  return function page(options: PageHtml): string {
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
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(fullTitle(title))}</title>`)
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
  };
}

/**
 * The Content-Security-Policy allows no inline script (infra/constructs/edge-response-headers.ts): a
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
