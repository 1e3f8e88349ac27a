import { APARTMENT_IDS } from './apartments';
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from './locales';
import { apartmentPagePath } from './page-paths';
import { SITE_PAGES, type SitePage } from './pages';

// The server side's lists below name apartment pages; their path is built in page-paths.ts.
export { apartmentPagePath };

/**
 * The site's pages as the build and the edge know them (product §10, the edge), derived from the
 * one table of pages (config/pages.ts). The web app's router decides what each page shows; these
 * lists decide what the server sends for a path:
 * - a prerendered page is built into its own HTML file (web/build/prerender.ts) and served at its
 *   path, with or without a trailing slash, whatever the query string;
 * - an app-only page (personal or admin content, never worth prerendering) gets the app shell;
 * - an old apartment path redirects (301) to the apartment's canonical page;
 * - anything else gets the 404 page of the path's language, with status 404.
 */

/** Each Italian path in every language. */
const inEveryLanguage = (paths: readonly string[]) =>
  LOCALES.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));

/** The Italian pages a prerendered page also has in every other language. */
export const ITALIAN_PRERENDERED_PAGES: readonly string[] = SITE_PAGES.prerendered.flatMap(
  ({ path }) => (path.includes(':id') ? APARTMENT_IDS.map((id) => path.replace(':id', id)) : path),
);
export const PRERENDERED_PAGES: readonly string[] = inEveryLanguage(ITALIAN_PRERENDERED_PAGES);

/**
 * The pages rendered from the stored content the owner publishes from the panel (the apartments'
 * texts and photos, the site's texts), in every language. A deploy never uploads the build's copies
 * of them (made from the repository's seed): it renders them again from the stored content, with
 * the new build's renderer (docs/decisions/0019).
 */
export const STORED_CONTENT_PAGES: readonly string[] = [
  // The home shows the owner's FAQ and her photos (the hero's, 'Scopri Catania''s).
  ...LOCALES.map((locale) => localizedPath('/', locale)),
  ...APARTMENT_IDS.flatMap((id) => LOCALES.map((locale) => apartmentPagePath(id, locale))),
];

/** Rendered in the browser only. A trailing `/*` stands for exactly one more path segment. */
const appOnlyPattern = ({ path }: SitePage) => path.replace(/:\w+$/, '*');
export const APP_ONLY_PAGES: readonly string[] = [
  ...inEveryLanguage(SITE_PAGES.appOnly.map(appOnlyPattern)),
  ...SITE_PAGES.admin.map(appOnlyPattern),
];

/** Paths whose last segment names an apartment by any of its aliases (product §2: both routes). */
export const APARTMENT_PATH_PREFIXES: readonly string[] = inEveryLanguage(
  [...SITE_PAGES.prerendered, ...SITE_PAGES.alias]
    .filter((page) => page.page === 'apartment')
    .map(({ path }) => path.replace(':id', '')),
);

/** The file a prerendered page is built into, relative to the site's root. */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The HTML of app-only pages: the scripts and styles, no content until the app renders. */
export const APP_SHELL_FILE = 'app-shell.html';
/**
 * Each language's app shell (its `<html lang>` the page's before the app runs): Italian's at the
 * root, the others' in their folder (`en/app-shell.html`).
 */
export const appShellFile = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? APP_SHELL_FILE : `${locale}/${APP_SHELL_FILE}`;

/** The prerendered 404 page ('404 Page Not Found', product §2), Italian. */
export const NOT_FOUND_FILE = '404.html';
/** Each language's 404 page: Italian's at the root, the others' in their folder (`en/404.html`). */
export const notFoundFile = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? NOT_FOUND_FILE : `${locale}/${NOT_FOUND_FILE}`;
