import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';

/** Every page is its own lazily loaded module, created once (never during a render). */
const pages = new Map<() => Promise<{ default: ComponentType }>, ComponentType>();
const page = (load: () => Promise<{ default: ComponentType }>) => {
  let Page = pages.get(load);
  if (!Page) {
    Page = lazy(load);
    pages.set(load, Page);
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
// Admin: its own chunks, never fetched by public pages
const admin = () => import('../pages/admin');
const adminCalendar = () => import('../pages/admin-calendar');

/**
 * The route list (SPEC 2): the only place routes are declared, one line per page.
 * (Declarative routes rather than a data router: 17 KB gzip less on every first visit.)
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={page(home)} />
        <Route path="/chi-siamo" element={page(about)} />
        <Route path="/recensioni" element={page(reviews)} />
        <Route path="/appartamento/:id" element={page(apartment)} />
        <Route path="/apartments/:id" element={page(apartment)} />
        <Route path="/prenota" element={page(booking)} />
        <Route path="/smart-booking" element={page(smartBooking)} />
        <Route path="/smart-booking/:apartmentId" element={page(smartBooking)} />
        <Route path="/privacy" element={page(privacy)} />
        <Route path="/cookie-policy" element={page(cookiePolicy)} />
        <Route path="/terms" element={page(terms)} />
        <Route path="/gdpr" element={page(gdpr)} />

        {/* Booking and payment */}
        <Route path="/checkout" element={page(checkout)} />
        <Route path="/checkout/:bookingId" element={page(checkout)} />
        <Route path="/booking/success" element={page(bookingSuccess)} />

        {/* Admin */}
        <Route path="/admin" element={page(admin)} />
        <Route path="/admin/calendar" element={page(adminCalendar)} />

        <Route path="*" element={page(notFound)} />
      </Route>
    </Routes>
  );
}
