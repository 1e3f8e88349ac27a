import { LOCALES, localizedPath } from '@catania/shared/config/locales';
import { SITE_PAGES, type SitePage, type SitePagePath } from '@catania/shared/config/pages';
import { type ComponentType, lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { Namespace } from '../i18n/namespaces';
import { RootLayout } from './layout/root-layout';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/**
 * Every page is its own lazily loaded module, wrapped once (never during a render). A module
 * already loaded by `preloadRoute` renders directly, so the first paint of a prerendered page is
 * never replaced by a loading state.
 */
const lazyPages = new Map<Loader, ComponentType>();
const loadedPages = new Map<Loader, ComponentType>();
const page = (load: Loader) => {
  const Loaded = loadedPages.get(load);
  if (Loaded) return <Loaded />;
  let Page = lazyPages.get(load);
  if (!Page) {
    Page = lazy(load);
    lazyPages.set(load, Page);
  }
  return <Page />;
};

/**
 * Every public page's module by name (`src/pages/<name>.tsx`), each its own lazily loaded chunk.
 * The admin's pages load through their own table (admin-pages.ts): theirs is not in the shell.
 */
const pageModules = import.meta.glob<PageModule>(['../pages/*.tsx', '!../pages/admin*.tsx']);
const adminPageModule =
  (page: string): Loader =>
  () =>
    import('./admin-pages').then((table) => table.loadAdminPage(page));

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
  load: pageModules[`../pages/${route.page}.tsx`] ?? adminPageModule(route.page),
}));

const routeOf = (pathname: string) =>
  routeTable.find((r) => matchPath({ path: r.path, end: true }, pathname));

/**
 * The sources of the page module `pathname` shows (an admin page's with the admin's table of
 * pages): the prerender names their chunks in the page, so they are fetched with the entry
 * (web/build/prerender.ts).
 */
export function pageSourcesOf(pathname: string): string[] {
  const route = routeOf(pathname);
  if (!route) return [];
  const source = `src/pages/${route.page}.tsx`;
  return pageModules[`../pages/${route.page}.tsx`] ? [source] : ['src/app/admin-pages.ts', source];
}

/** The catalogues the page of `pathname` reads besides the layout's `common`. */
export function pageNamespacesOf(pathname: string): readonly Namespace[] {
  return routeOf(pathname)?.messages ?? [];
}

/** Loads the page module of `pathname` ahead of the first render (main.tsx, prerendering). */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = routeOf(pathname);
  if (!route) return;
  const module = await route.load();
  loadedPages.set(route.load, module.default);
}

/**
 * The routes, from the table above (itself from the table of pages, one line per page).
 * (Declarative routes rather than a data router: 17 KB gzip less on every first visit.)
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} element={page(route.load)} />
        ))}
      </Route>
    </Routes>
  );
}
