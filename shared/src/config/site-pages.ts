import { APARTMENT_IDS, type ApartmentId } from './apartments';

/**
 * The site's pages as the build and the edge know them (ARCHITECTURE: The edge). The web app's
 * router decides what each page shows; this list decides what the server sends for a path:
 * - a prerendered page is built into its own HTML file (web/prerender.ts) and served at its path,
 *   with or without a trailing slash, whatever the query string;
 * - an app-only page (personal or admin content, never worth prerendering) gets the app shell;
 * - an old apartment path redirects (301) to the apartment's canonical page;
 * - anything else gets the 404 page, with status 404.
 */
export const apartmentPagePath = (id: ApartmentId) => `/appartamento/${id}`;

export const PRERENDERED_PAGES: readonly string[] = [
  '/',
  '/chi-siamo',
  '/recensioni',
  '/prenota',
  '/smart-booking',
  ...APARTMENT_IDS.map(apartmentPagePath),
  '/privacy',
  '/cookie-policy',
  '/terms',
  '/gdpr',
];

/** Rendered in the browser only. A trailing `/*` stands for exactly one more path segment. */
export const APP_ONLY_PAGES: readonly string[] = [
  '/checkout',
  '/checkout/*',
  '/booking/success',
  '/la-mia-prenotazione',
  '/check-in/*',
  '/recensione/*',
  '/admin',
  '/admin/calendar',
  '/smart-booking/*',
];

/** Paths whose last segment names an apartment by any of its aliases (SPEC 2: both routes). */
export const APARTMENT_PATH_PREFIXES: readonly string[] = ['/appartamento/', '/apartments/'];

/** The file a prerendered page is built into, relative to the site's root. */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The HTML of app-only pages: the scripts and styles, no content until the app renders. */
export const APP_SHELL_FILE = 'app-shell.html';

/** The prerendered 404 page ('404 Page Not Found', SPEC 2). */
export const NOT_FOUND_FILE = '404.html';
