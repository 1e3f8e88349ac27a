/**
 * Every page of the site, once, by its Italian path (product §2), grouped by how the edge serves
 * it. Three readers share this table:
 * - the web app's route table shows each path with its page module, `web/src/pages/<page>.tsx`;
 * - the prerender builds each prerendered page into its own HTML file, in every language;
 * - the edge serves a prerendered page from its file, an app-only one with the app shell, and
 *   redirects an alias to the canonical page (config/site-pages.ts derives its lists from here).
 * Every page exists in every language (`/en/...`, config/locales.ts) but the admin's.
 * Pure data, no imports: the browser's route table carries it in every page's first chunk.
 */
export const SITE_PAGES = {
  /** Built into their own HTML file; `:id` stands for each apartment. */
  prerendered: [
    { path: '/', page: 'home' },
    { path: '/chi-siamo', page: 'about' },
    { path: '/recensioni', page: 'reviews' },
    { path: '/appartamento/:id', page: 'apartment' },
    { path: '/prenota', page: 'booking' },
    { path: '/smart-booking', page: 'smart-booking' },
    { path: '/privacy', page: 'privacy' },
    { path: '/cookie-policy', page: 'cookie-policy' },
    { path: '/terms', page: 'terms' },
    { path: '/gdpr', page: 'gdpr' },
  ],
  /** Personal content, rendered in the browser from the app shell; a parameter is one segment. */
  appOnly: [
    { path: '/smart-booking/:apartmentId', page: 'smart-booking' },
    { path: '/checkout', page: 'checkout' },
    { path: '/checkout/:bookingId', page: 'checkout' },
    { path: '/booking/success', page: 'booking-success' },
    { path: '/la-mia-prenotazione', page: 'my-booking' },
    { path: '/check-in/:token', page: 'check-in' },
    { path: '/recensione/:token', page: 'review' },
  ],
  /** The owner's panel: app-only, in Italian only. */
  admin: [
    { path: '/admin', page: 'admin' },
    { path: '/admin/calendar', page: 'admin-calendar' },
  ],
  /** Old paths the edge redirects (301) to the canonical page; the router still shows them. */
  alias: [{ path: '/apartments/:id', page: 'apartment' }],
} as const;

/** A page: its Italian path (`:name` for a parameter) and `web/src/pages/<page>.tsx`. */
export type SitePage = (typeof SITE_PAGES)[keyof typeof SITE_PAGES][number];
export type SitePagePath = SitePage['path'];
