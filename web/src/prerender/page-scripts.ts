import type { Locale } from '@catania/shared/config/locales';
import { APP_ONLY_PAGES } from '@catania/shared/config/site-pages';

/**
 * The scripts of the site's pages (site-pages.ts): the chunks each page needs, read from the
 * client build's manifest, and the loader element that requests them once the page has painted.
 */

/** A path no route matches: the router renders the 404 page for it. */
export const UNKNOWN_PATH = '/pagina-non-trovata';

/**
 * What the layout loads as every page first renders (src/app/layout/root-layout.tsx): the cookie
 * banner a first visit shows, and the footer where the page is rendered afresh (the 404 page, the
 * app shell). A hydrated page hydrates its footer when it comes near the screen (`deferred`), so
 * its code is not named there.
 */
const LOADED_WITH_EVERY_PAGE = ['src/features/consent/cookie-banner.tsx'];
const LOADED_WITH_RENDERED_PAGES = ['src/app/layout/footer.tsx'];

/** What a page's scripts are found from: the client build, and the modules a path reads. */
export interface PageSources {
  /** The client build's `.vite/manifest.json`. */
  manifest: Record<string, { file: string; imports?: string[] }>;
  /** The page module's sources (an admin page's with the admin's table of pages). */
  pageSourcesOf: (pathname: string) => string[];
  /**
   * The sources of the catalogues the page of `pathname` reads in its language besides the
   * layout's: the page's own (src/i18n/messages.ts).
   */
  catalogueSourcesOf: (pathname: string) => string[];
  /**
   * The sources of the layout's catalogues in `locale`: its `common`, and its later words (the
   * footer's) where the page is rendered afresh (a hydrated page loads them as it hydrates the
   * footer).
   */
  layoutCatalogueSourcesOf: (locale: Locale, renderedAfresh: boolean) => string[];
}

/** The page scripts of one client build: each page's chunks, its loader, the app shell's routes. */
export function pageScriptsOf({
  manifest,
  pageSourcesOf,
  catalogueSourcesOf,
  layoutCatalogueSourcesOf,
}: PageSources) {
  const boot = manifest['src/boot.ts']?.file;
  if (!boot) throw new Error('src/boot.ts is not in the build manifest');

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
    return [
      ...(route === undefined ? [] : pageSourcesOf(route)),
      // The app shell (no route) names its language's layout texts only; each of its pages' own
      // are in its routes (appOnlyRoutes).
      ...layoutCatalogueSourcesOf(locale, !hydrated),
      ...(route === undefined ? [] : catalogueSourcesOf(route)),
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
      return [
        pattern,
        ...[...pageSourcesOf(path), ...catalogueSourcesOf(path)].flatMap(chunksOf),
      ].join(' ');
    }).join('|');
  }

  return { pageScripts, loadAfterPaint, appOnlyRoutes };
}

export type PageScripts = ReturnType<typeof pageScriptsOf>;
