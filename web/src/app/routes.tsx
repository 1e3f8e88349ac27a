import { type ComponentType, lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
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

const home = () => import('../pages/home');
const about = () => import('../pages/about');
const reviews = () => import('../pages/reviews');
const apartment = () => import('../pages/apartment');
const booking = () => import('../pages/booking');
const smartBooking = () => import('../pages/smart-booking');
const privacy = () => import('../pages/privacy');
const cookiePolicy = () => import('../pages/cookie-policy');
const terms = () => import('../pages/terms');
const gdpr = () => import('../pages/gdpr');
const notFound = () => import('../pages/not-found');
// Booking and payment
const checkout = () => import('../pages/checkout');
const bookingSuccess = () => import('../pages/booking-success');
// The guest's own booking, by secret link
const myBooking = () => import('../pages/my-booking');
// The pre-check-in of a stay booked elsewhere, by secret link
const checkIn = () => import('../pages/check-in');
// Admin: its own chunks, never fetched by public pages
const admin = () => import('../pages/admin');
const adminCalendar = () => import('../pages/admin-calendar');

/** The route list (SPEC 2): path and page module of every route; `*` (the 404 page) last. */
const routeTable: { path: string; load: Loader }[] = [
  { path: '/', load: home },
  { path: '/chi-siamo', load: about },
  { path: '/recensioni', load: reviews },
  { path: '/appartamento/:id', load: apartment },
  { path: '/apartments/:id', load: apartment },
  { path: '/prenota', load: booking },
  { path: '/smart-booking', load: smartBooking },
  { path: '/smart-booking/:apartmentId', load: smartBooking },
  { path: '/privacy', load: privacy },
  { path: '/cookie-policy', load: cookiePolicy },
  { path: '/terms', load: terms },
  { path: '/gdpr', load: gdpr },
  { path: '/checkout', load: checkout },
  { path: '/checkout/:bookingId', load: checkout },
  { path: '/booking/success', load: bookingSuccess },
  { path: '/la-mia-prenotazione', load: myBooking },
  { path: '/check-in/:token', load: checkIn },
  { path: '/admin', load: admin },
  { path: '/admin/calendar', load: adminCalendar },
  { path: '*', load: notFound },
];

/** Loads the page module of `pathname` ahead of the first render (main.tsx, prerendering). */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = routeTable.find((r) => matchPath({ path: r.path, end: true }, pathname));
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
