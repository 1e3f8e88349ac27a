import { LOCALES, localizedPath } from '@catania/shared/config/locales';
import { SITE_PAGES, type SitePage, type SitePagePath } from '@catania/shared/config/pages';
import { type ComponentType, lazy } from 'react';
import type { Namespace } from '../i18n/namespaces';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/**
 * Every public page's module by name (`src/pages/<name>.tsx`), each its own lazily loaded chunk.
 * The admin's pages load with the panel's own app (admin-app.tsx): theirs is not in the shell.
 */
const pageModules = import.meta.glob<PageModule>(['../pages/*.tsx', '!../pages/admin*.tsx']);
const adminApp: Loader = () => import('./admin-app').then((app) => ({ default: app.AdminApp }));

/**
 * The catalogues a page reads besides `common`, by its path in the table of pages: the prerender
 * names their chunks among the page's preloads.
 */
const PAGE_MESSAGES: Partial<Record<SitePagePath, readonly Namespace[]>> = {
  '/chi-siamo': ['about', 'reviews'],
  '/recensioni': ['reviews', 'reviewsPage'],
  '/appartamento/:id': ['calendar'],
  '/apartments/:id': ['calendar'],
  '/prenota': ['bookingPages'],
  '/smart-booking': ['bookingPages'],
  '/smart-booking/:apartmentId': ['bookingPages', 'calendar', 'calendarNotices'],
  '/checkout': ['checkout'],
  '/checkout/:bookingId': ['checkout', 'checkoutAgain'],
  '/booking/success': ['guest'],
  '/la-mia-prenotazione': ['guest', 'precheckin'],
  '/check-in/:token': ['precheckin'],
  '/recensione/:token': ['reviewForm', 'reviews'],
};

/**
 * The route list: every page of the table of pages (shared config/pages.ts, which the prerender
 * and the edge read too) with its catalogues.
 */
const withMessages = (pages: readonly SitePage[]) =>
  pages.map((page) => ({ ...page, messages: PAGE_MESSAGES[page.path] }));
const publicRoutes = withMessages([
  ...SITE_PAGES.prerendered,
  ...SITE_PAGES.appOnly,
  ...SITE_PAGES.alias,
]);
const adminRoutes = withMessages(SITE_PAGES.admin);

/**
 * Every public route in every language (Italian at the root, the others under their prefix:
 * config/locales.ts), the admin's in Italian only, the 404 page last: it answers any other path,
 * in the path's language.
 */
const localizedRoutes: { path: string; page: string; messages?: readonly Namespace[] }[] = [
  ...LOCALES.flatMap((locale) =>
    publicRoutes.map((route) => ({ ...route, path: localizedPath(route.path, locale) })),
  ),
  ...adminRoutes,
  { path: '*', page: 'not-found', messages: ['notFound'] },
];

/** Each route with its page's loader (pages.test.ts checks that every page named has one). */
const routeTable = localizedRoutes.map((route) => ({
  ...route,
  load: pageModules[`../pages/${route.page}.tsx`] ?? adminApp,
}));

/**
 * The parameters of `pathname` if `pattern` names it: the table's patterns are literal segments,
 * `:name` for one segment, and `*` for any path. (Written here rather than taken from
 * react-router: its `matchPath` alone would bring 13 KB gzip to every public page.)
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const wanted = pattern.split('/');
  const given = pathname.replace(/(.)\/$/, '$1').split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/** The route that shows `pathname` (the 404 page's for any other), with its parameters. */
export function routeOf(pathname: string) {
  for (const route of routeTable) {
    const params = matchPattern(route.path, pathname);
    if (params) return { ...route, params };
  }
  throw new Error('the table of routes ends with the 404 page');
}

/**
 * The sources of the page module `pathname` shows (an admin page's with the panel's app): the
 * prerender names their chunks in the page, so they are fetched with the entry
 * (web/build/prerender.ts).
 */
export function pageSourcesOf(pathname: string): string[] {
  const route = routeOf(pathname);
  const source = `src/pages/${route.page}.tsx`;
  return pageModules[`../pages/${route.page}.tsx`] ? [source] : ['src/app/admin-app.tsx', source];
}

/** The catalogues the page of `pathname` reads besides the layout's `common`. */
export function pageNamespacesOf(pathname: string): readonly Namespace[] {
  return routeOf(pathname).messages ?? [];
}

/**
 * The page of `pathname`, as a component: the loaded module itself when it is there already
 * (preloaded: the first render is the page, never a loading state), otherwise a lazy one.
 */
export async function loadPage(pathname: string): Promise<ComponentType> {
  return (await routeOf(pathname).load()).default;
}

const lazyPages = new Map<Loader, ComponentType>();

/** The page of `pathname` loaded as it first renders (under the layout's Suspense boundary). */
export function lazyPage(pathname: string): ComponentType {
  const { load } = routeOf(pathname);
  let Page = lazyPages.get(load);
  if (!Page) {
    Page = lazy(load);
    lazyPages.set(load, Page);
  }
  return Page;
}
