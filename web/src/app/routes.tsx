import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';

/** Every page is its own lazily loaded module. */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

/**
 * The route list (SPEC 2): the only place routes are declared, one line per page.
 * (Declarative routes rather than a data router: 17 KB gzip less on every first visit.)
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={page(() => import('../pages/home'))} />
        <Route path="/chi-siamo" element={page(() => import('../pages/about'))} />
        <Route path="/recensioni" element={page(() => import('../pages/reviews'))} />
        <Route path="/appartamento/:id" element={page(() => import('../pages/apartment'))} />
        <Route path="/apartments/:id" element={page(() => import('../pages/apartment'))} />
        <Route path="/prenota" element={page(() => import('../pages/booking'))} />
        <Route path="/smart-booking" element={page(() => import('../pages/smart-booking'))} />
        <Route
          path="/smart-booking/:apartmentId"
          element={page(() => import('../pages/smart-booking'))}
        />
        <Route path="/privacy" element={page(() => import('../pages/privacy'))} />
        <Route path="/cookie-policy" element={page(() => import('../pages/cookie-policy'))} />
        <Route path="/terms" element={page(() => import('../pages/terms'))} />
        <Route path="/gdpr" element={page(() => import('../pages/gdpr'))} />

        {/* Booking and payment (another issue): one line each, lazily, e.g.
        <Route path="/checkout" element={page(() => import('../pages/checkout'))} />
        <Route path="/checkout/:bookingId" element={page(() => import('../pages/checkout'))} />
        <Route path="/booking/success" element={page(() => import('../pages/booking-success'))} />
        */}

        {/* Admin (another issue): one line each, lazily, e.g.
        <Route path="/admin" element={page(() => import('../pages/admin'))} />
        <Route path="/admin/calendar" element={page(() => import('../pages/admin-calendar'))} />
        */}

        <Route path="*" element={page(() => import('../pages/not-found'))} />
      </Route>
    </Routes>
  );
}
