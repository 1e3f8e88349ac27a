import type { RouteDefinition } from './route';
import * as adminSession from './routes/admin-session';
import * as apartments from './routes/apartments';
import * as availability from './routes/availability';
import * as bookings from './routes/bookings';
import * as calendars from './routes/calendars';
import * as checkin from './routes/checkin';
import * as contacts from './routes/contacts';
import * as extras from './routes/extras';
import * as health from './routes/health';
import * as messages from './routes/messages';
import * as osservatorio from './routes/osservatorio';
import * as planning from './routes/planning';
import * as pricing from './routes/pricing';
import * as reviews from './routes/reviews';
import * as siteContent from './routes/site-content';

export type { Access, HttpMethod, RouteDefinition } from './route';

/**
 * Every API route (product §7): the single source that the CDK app loops to make one Lambda per route,
 * the local gateway loops to dispatch, and the web api client takes its paths from. Each route is
 * defined once, in its group's module under `./routes/`; a function imports its own route from
 * there, so its bundle carries that route's schemas only (ADR 3). This index is for whoever needs
 * them all.
 */
export const routes = {
  ...apartments,
  ...availability,
  ...pricing,
  ...contacts,
  ...bookings,
  ...calendars,
  ...health,
  ...adminSession,
  ...checkin,
  ...messages,
  ...planning,
  ...extras,
  ...reviews,
  ...siteContent,
  ...osservatorio,
} as const satisfies Record<string, RouteDefinition>;

/**
 * The same routes by the module that defines them: the CDK app deploys each group's functions in
 * a nested stack of its own (a stack holds 500 resources at most; a route costs seven).
 */
export const routeGroups = {
  apartments,
  availability,
  pricing,
  contacts,
  bookings,
  calendars,
  health,
  adminSession,
  checkin,
  messages,
  planning,
  extras,
  reviews,
  siteContent,
  osservatorio,
} as const satisfies Record<string, Record<string, RouteDefinition>>;

export type RouteName = keyof typeof routes;
export const routeList: readonly RouteDefinition[] = Object.values(routes);

/** Scheduled jobs: EventBridge rules in AWS, intervals in the local stack. */
export const jobs = {
  syncCalendars: { handler: 'sync-calendars-job', everyMinutes: 15, writes: true, mail: true },
  // Also retries the refunds Stripe has not made yet (Stripe) and the mail outbox (mail).
  releaseExpiredHolds: {
    handler: 'release-expired-holds-job',
    everyMinutes: 5,
    writes: true,
    stripe: true,
    mail: true,
  },
  // Check-in: the pre-check-in reminder, and the identities deleted after the stay.
  precheckinReminders: {
    handler: 'precheckin-reminders-job',
    everyMinutes: 60,
    writes: true,
    mail: true,
  },
  purgeGuestData: { handler: 'purge-guest-data-job', everyMinutes: 60, writes: true },
  // The host's scheduled messages to guests, each sent at its Rome time.
  sendGuestMessages: {
    handler: 'send-guest-messages-job',
    everyMinutes: 15,
    writes: true,
    mail: true,
  },
  // Alloggiati Web: the guests due, the deadline mail, the receipts (ADR 0015).
  registerGuests: {
    handler: 'send-alloggiati-job',
    everyMinutes: 15,
    writes: true,
    mail: true,
    alloggiati: true,
  },
  // Sicily's tourism statistics: each past day's movements and end of day, once accepted never
  // again (ADR 0018). Hourly, so the day just ended goes within the hour after midnight and a
  // refused day is tried again without waiting a day.
  sendTourismStatistics: {
    handler: 'send-osservatorio-job',
    everyMinutes: 60,
    writes: true,
    osservatorio: true,
  },
} as const;
export type JobName = keyof typeof jobs;
