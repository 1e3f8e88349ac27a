import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@catania/shared/config/locales';
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
 * Every page's module by name (`src/pages/<name>.tsx`), each its own lazily loaded chunk; the
 * admin pages' never fetched by public pages.
 */
const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

/**
 * The route list (product §2): path and page module of every route, and the catalogues its page reads
 * besides `common` (the prerender names their chunks among the page's preloads); `*` (the 404
 * page) last.
 */
const routes: { path: string; page: string; messages?: readonly Namespace[] }[] = [
  { path: '/', page: 'home' },
  { path: '/chi-siamo', page: 'about', messages: ['about', 'reviews'] },
  { path: '/recensioni', page: 'reviews', messages: ['reviews', 'reviewsPage'] },
  { path: '/appartamento/:id', page: 'apartment', messages: ['reviews'] },
  { path: '/apartments/:id', page: 'apartment', messages: ['reviews'] },
  { path: '/prenota', page: 'booking' },
  { path: '/smart-booking', page: 'smart-booking' },
  { path: '/smart-booking/:apartmentId', page: 'smart-booking' },
  { path: '/privacy', page: 'privacy' },
  { path: '/cookie-policy', page: 'cookie-policy' },
  { path: '/terms', page: 'terms' },
  { path: '/gdpr', page: 'gdpr' },
  { path: '/checkout', page: 'checkout', messages: ['checkout'] },
  { path: '/checkout/:bookingId', page: 'checkout', messages: ['checkout', 'checkoutAgain'] },
  { path: '/booking/success', page: 'booking-success', messages: ['guest'] },
  { path: '/la-mia-prenotazione', page: 'my-booking', messages: ['guest', 'precheckin'] },
  { path: '/check-in/:token', page: 'check-in', messages: ['precheckin'] },
  { path: '/recensione/:token', page: 'review', messages: ['reviewForm', 'reviews'] },
  { path: '/admin', page: 'admin' },
  { path: '/admin/calendar', page: 'admin-calendar' },
  { path: '*', page: 'not-found' },
];

/**
 * Every public route in every language (Italian at the root, the others under their prefix:
 * config/locales.ts), the admin's in Italian only, the 404 page last: it answers any other path,
 * in the path's language.
 */
const localizedRoutes = LOCALES.flatMap((locale) =>
  routes
    .filter(
      (route) =>
        route.path !== '*' && (locale === DEFAULT_LOCALE || !route.path.startsWith('/admin')),
    )
    .map((route) => ({ ...route, path: localizedPath(route.path, locale) })),
).concat(routes.filter((route) => route.path === '*'));

/** Each route with its page's loader: a page named without a module fails at once. */
const routeTable = localizedRoutes.map((route) => {
  const load = pageModules[`../pages/${route.page}.tsx`];
  if (!load) throw new Error(`no page module src/pages/${route.page}.tsx`);
  return { ...route, load };
});

const routeOf = (pathname: string) =>
  routeTable.find((r) => matchPath({ path: r.path, end: true }, pathname));

/**
 * The source of the page module `pathname` shows: the prerender names its chunks in the page, so
 * they are fetched with the entry (web/build/prerender.ts).
 */
export function pageSourceOf(pathname: string): string | undefined {
  const route = routeOf(pathname);
  return route && `src/pages/${route.page}.tsx`;
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
 * The routes, from the table above (the one place they are declared, one line per page).
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
