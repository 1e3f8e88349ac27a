import type { z } from 'zod';
import { adminLoginRequest, adminSessionResponse } from '../schemas/admin';
import { getApartmentResponse, listApartmentsResponse } from '../schemas/apartment';
import {
  availabilityBatchResponse,
  availabilityQuery,
  availabilityResponse,
  checkAvailabilityRequest,
  checkAvailabilityResponse,
  searchAvailabilityRequest,
  searchAvailabilityResponse,
} from '../schemas/availability';
import {
  bookingFromSessionResponse,
  cancelBookingRequest,
  cancelBookingResponse,
  createPaymentLinkRequest,
  createPaymentLinkResponse,
  getBookingResponse,
  guestTokenQuery,
  listBookingsResponse,
  stripeWebhookResponse,
  updateBookingStatusRequest,
  updateBookingStatusResponse,
} from '../schemas/booking';
import {
  acceptReleaseResponse,
  createCalendarRequest,
  createCalendarResponse,
  icalFeedResponse,
  listCalendarsResponse,
  listIcalExportsResponse,
  syncAllResponse,
  syncOneResponse,
} from '../schemas/calendar';
import {
  alloggiatiFileResponse,
  alloggiatiQuery,
  arrivalsQuery,
  comuniQuery,
  comuniResponse,
  createArrivalRequest,
  createArrivalResponse,
  listArrivalsResponse,
  listImportedStaysResponse,
  precheckinView,
  stayGuestsResponse,
  taxReportQuery,
  taxReportResponse,
  updateStayTaxRequest,
  updateStayTaxResponse,
} from '../schemas/checkin';
import { successBody } from '../schemas/common';
import { contactRequest, createContactResponse, listContactsResponse } from '../schemas/contact';
import { healthResponse, retryMailResponse, systemHealthResponse } from '../schemas/health';
import { precheckinRequest } from '../schemas/precheckin';
import {
  copyPricingRulesRequest,
  copyPricingRulesResponse,
  listBasePricesResponse,
  listPricingRulesResponse,
  priceCalculateQuery,
  priceCalculateResponse,
  pricingRuleInput,
  pricingRuleResponse,
  updateBasePriceRequest,
} from '../schemas/pricing';

/**
 * Who may call a route. `public`: anyone. `admin`: a valid admin session, and the CSRF token on
 * writes. `webhook`: Stripe, proven by the signature over the raw body.
 */
export type Access = 'public' | 'admin' | 'webhook';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway style: `/api/apartments/{id}`. */
  path: string;
  /** The handler's file name in `functions/src/handlers/` (kebab-case, verb-noun). */
  handler: string;
  access: Access;
  /** Does the handler write to the table? Read routes get read-only grants in AWS. */
  writes: boolean;
  /** Does it call Stripe? Only those bundles carry the Stripe SDK. */
  stripe?: boolean;
  /** Does it send mail through SES? */
  mail?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  /** What a successful call answers (JSON unless the schema says otherwise). */
  response: z.ZodType;
}

// `const`: each route keeps its literal method and path, so its path parameters can be read
// from the path (PathParams) and its types looked up by name (./types).
const route = <const R extends RouteDefinition>(definition: R): R => definition;

/**
 * Every API route (SPEC 7): the single source that the CDK app loops to make one Lambda per route,
 * the local gateway loops to dispatch, and the web api client takes its paths from.
 */
export const routes = {
  // Visitor calls
  listApartments: route({
    method: 'GET',
    path: '/api/apartments',
    handler: 'list-apartments',
    access: 'public',
    writes: false,
    response: listApartmentsResponse,
  }),
  getApartment: route({
    method: 'GET',
    path: '/api/apartments/{id}',
    handler: 'get-apartment',
    access: 'public',
    writes: false,
    response: getApartmentResponse,
  }),
  getAvailabilityBatch: route({
    method: 'GET',
    path: '/api/availability/batch',
    handler: 'get-availability-batch',
    access: 'public',
    writes: false,
    response: availabilityBatchResponse,
  }),
  getAvailability: route({
    method: 'GET',
    path: '/api/availability/{id}',
    handler: 'get-availability',
    access: 'public',
    writes: false,
    query: availabilityQuery,
    response: availabilityResponse,
  }),
  checkAvailability: route({
    method: 'POST',
    path: '/api/availability/check',
    handler: 'check-availability',
    access: 'public',
    // Its abuse counter (abuse/limits.ts); nothing else.
    writes: true,
    body: checkAvailabilityRequest,
    response: checkAvailabilityResponse,
  }),
  searchAvailability: route({
    method: 'POST',
    path: '/api/search-availability',
    handler: 'search-availability',
    access: 'public',
    // Its abuse counter (abuse/limits.ts); nothing else.
    writes: true,
    body: searchAvailabilityRequest,
    response: searchAvailabilityResponse,
  }),
  calculatePrice: route({
    method: 'GET',
    path: '/api/prices/{id}/calculate',
    handler: 'calculate-price',
    access: 'public',
    writes: false,
    query: priceCalculateQuery,
    response: priceCalculateResponse,
  }),
  createContact: route({
    method: 'POST',
    path: '/api/contacts',
    handler: 'create-contact',
    access: 'public',
    writes: true,
    mail: true,
    body: contactRequest,
    response: createContactResponse,
  }),
  createPaymentLink: route({
    method: 'POST',
    path: '/api/create-payment-link',
    handler: 'create-payment-link',
    access: 'public',
    writes: true,
    stripe: true,
    body: createPaymentLinkRequest,
    response: createPaymentLinkResponse,
  }),
  getBookingFromSession: route({
    method: 'GET',
    path: '/api/bookings/from-session/{sessionId}',
    handler: 'get-booking-from-session',
    access: 'public',
    writes: true,
    stripe: true,
    mail: true,
    // The guest link's token: without it the booking is not returned (404).
    query: guestTokenQuery,
    response: bookingFromSessionResponse,
  }),
  getBooking: route({
    method: 'GET',
    path: '/api/bookings/{id}',
    handler: 'get-booking',
    access: 'public',
    writes: false,
    query: guestTokenQuery,
    response: getBookingResponse,
  }),
  cancelBooking: route({
    method: 'POST',
    path: '/api/bookings/{id}/cancel',
    handler: 'cancel-booking',
    access: 'public',
    writes: true,
    stripe: true,
    mail: true,
    // The guest link's token travels in the body, with the refund the page showed.
    body: cancelBookingRequest,
    response: cancelBookingResponse,
  }),
  getBookingCalendar: route({
    method: 'GET',
    path: '/api/bookings/{id}/calendar',
    handler: 'get-booking-calendar',
    access: 'public',
    writes: false,
    query: guestTokenQuery,
    // An .ics file, as the export feed's.
    response: icalFeedResponse,
  }),
  exportIcal: route({
    method: 'GET',
    path: '/api/ical/{feed}',
    handler: 'export-ical',
    access: 'public',
    writes: false,
    response: icalFeedResponse,
  }),

  // Operations: the API answers and reaches its table (the smoke script after a deploy)
  getHealth: route({
    method: 'GET',
    path: '/api/health',
    handler: 'get-health',
    access: 'public',
    writes: false,
    response: healthResponse,
  }),

  // Stripe
  handleStripeWebhook: route({
    method: 'POST',
    path: '/api/stripe/webhook',
    handler: 'handle-stripe-webhook',
    access: 'webhook',
    writes: true,
    stripe: true,
    mail: true,
    response: stripeWebhookResponse,
  }),

  // Admin session (login is public: it is how a session starts)
  adminLogin: route({
    method: 'POST',
    path: '/api/admin/login',
    handler: 'admin-login',
    access: 'public',
    writes: true,
    body: adminLoginRequest,
    response: adminSessionResponse,
  }),
  adminLogout: route({
    method: 'POST',
    path: '/api/admin/logout',
    handler: 'admin-logout',
    access: 'admin',
    writes: true,
    response: successBody,
  }),
  getAdminSession: route({
    method: 'GET',
    path: '/api/admin/session',
    handler: 'get-admin-session',
    access: 'admin',
    writes: false,
    response: adminSessionResponse,
  }),

  // Admin: calendars
  listCalendars: route({
    method: 'GET',
    path: '/api/calendars',
    handler: 'list-calendars',
    access: 'admin',
    writes: false,
    response: listCalendarsResponse,
  }),
  createCalendar: route({
    method: 'POST',
    path: '/api/calendars',
    handler: 'create-calendar',
    access: 'admin',
    writes: true,
    // The first sync runs at once, and mails the owner if it meets a paid booking.
    mail: true,
    body: createCalendarRequest,
    response: createCalendarResponse,
  }),
  deleteCalendar: route({
    method: 'DELETE',
    path: '/api/calendars/{id}',
    handler: 'delete-calendar',
    access: 'admin',
    writes: true,
    response: successBody,
  }),
  syncAllCalendars: route({
    method: 'POST',
    path: '/api/calendars/sync/all',
    handler: 'sync-all-calendars',
    access: 'admin',
    writes: true,
    mail: true,
    response: syncAllResponse,
  }),
  syncCalendar: route({
    method: 'POST',
    path: '/api/calendars/sync/{id}',
    handler: 'sync-calendar',
    access: 'admin',
    writes: true,
    mail: true,
    response: syncOneResponse,
  }),
  acceptCalendarRelease: route({
    method: 'POST',
    path: '/api/calendars/release/{id}',
    handler: 'accept-calendar-release',
    access: 'admin',
    writes: true,
    response: acceptReleaseResponse,
  }),
  listIcalExports: route({
    method: 'GET',
    path: '/api/admin/ical-exports',
    handler: 'list-ical-exports',
    access: 'admin',
    writes: true,
    response: listIcalExportsResponse,
  }),

  // Admin: prices
  listBasePrices: route({
    method: 'GET',
    path: '/api/admin/pricing',
    handler: 'list-base-prices',
    access: 'admin',
    writes: false,
    response: listBasePricesResponse,
  }),
  updateBasePrice: route({
    method: 'POST',
    path: '/api/admin/pricing',
    handler: 'update-base-price',
    access: 'admin',
    writes: true,
    body: updateBasePriceRequest,
    response: successBody,
  }),
  listPricingRules: route({
    method: 'GET',
    path: '/api/admin/prices/{apartmentId}',
    handler: 'list-pricing-rules',
    access: 'admin',
    writes: false,
    response: listPricingRulesResponse,
  }),
  createPricingRule: route({
    method: 'POST',
    path: '/api/admin/prices',
    handler: 'create-pricing-rule',
    access: 'admin',
    writes: true,
    body: pricingRuleInput,
    response: pricingRuleResponse,
  }),
  updatePricingRule: route({
    method: 'PUT',
    path: '/api/admin/prices/{id}',
    handler: 'update-pricing-rule',
    access: 'admin',
    writes: true,
    body: pricingRuleInput,
    response: pricingRuleResponse,
  }),
  deletePricingRule: route({
    method: 'DELETE',
    path: '/api/admin/prices/{id}',
    handler: 'delete-pricing-rule',
    access: 'admin',
    writes: true,
    response: successBody,
  }),
  copyPricingRules: route({
    method: 'POST',
    path: '/api/admin/prices/copy',
    handler: 'copy-pricing-rules',
    access: 'admin',
    writes: true,
    body: copyPricingRulesRequest,
    response: copyPricingRulesResponse,
  }),

  // Admin: the health of the system ('Stato del sistema')
  getSystemHealth: route({
    method: 'GET',
    path: '/api/admin/system-health',
    handler: 'get-system-health',
    access: 'admin',
    writes: false,
    response: systemHealthResponse,
  }),
  retryMail: route({
    method: 'POST',
    path: '/api/admin/mails/{id}/retry',
    handler: 'retry-mail',
    access: 'admin',
    writes: true,
    mail: true,
    response: retryMailResponse,
  }),

  // Admin: contacts and bookings
  listContacts: route({
    method: 'GET',
    path: '/api/contacts',
    handler: 'list-contacts',
    access: 'admin',
    writes: false,
    response: listContactsResponse,
  }),
  listBookings: route({
    method: 'GET',
    path: '/api/bookings',
    handler: 'list-bookings',
    access: 'admin',
    writes: false,
    response: listBookingsResponse,
  }),
  updateBookingStatus: route({
    method: 'PUT',
    path: '/api/bookings/{id}/status',
    handler: 'update-booking-status',
    access: 'admin',
    writes: true,
    stripe: true,
    // Confirming by hand sends the guest's confirmation (services/booking confirmPaidBooking).
    mail: true,
    body: updateBookingStatusRequest,
    response: updateBookingStatusResponse,
  }),

  // Check-in (issue 13): the guest's pre-check-in by secret link
  getPrecheckin: route({
    method: 'GET',
    path: '/api/checkin/{token}',
    handler: 'get-precheckin',
    access: 'public',
    writes: false,
    response: precheckinView,
  }),
  submitPrecheckin: route({
    method: 'PUT',
    path: '/api/checkin/{token}',
    handler: 'submit-precheckin',
    access: 'public',
    writes: true,
    body: precheckinRequest,
    response: precheckinView,
  }),
  searchComuni: route({
    method: 'GET',
    path: '/api/alloggiati/comuni',
    handler: 'search-comuni',
    access: 'public',
    writes: false,
    query: comuniQuery,
    response: comuniResponse,
  }),

  // Admin: check-in and guests, tourist tax
  listArrivals: route({
    method: 'GET',
    path: '/api/admin/checkin/arrivals',
    handler: 'list-arrivals',
    access: 'admin',
    writes: false,
    query: arrivalsQuery,
    response: listArrivalsResponse,
  }),
  createArrival: route({
    method: 'POST',
    path: '/api/admin/checkin/arrivals',
    handler: 'create-arrival',
    access: 'admin',
    writes: true,
    // The pre-check-in link goes to the guest when the owner gives an address.
    mail: true,
    body: createArrivalRequest,
    response: createArrivalResponse,
  }),
  deleteArrival: route({
    method: 'DELETE',
    path: '/api/admin/checkin/arrivals/{id}',
    handler: 'delete-arrival',
    access: 'admin',
    writes: true,
    response: successBody,
  }),
  listImportedStays: route({
    method: 'GET',
    path: '/api/admin/checkin/imported-stays',
    handler: 'list-imported-stays',
    access: 'admin',
    writes: false,
    response: listImportedStaysResponse,
  }),
  getStayGuests: route({
    method: 'GET',
    path: '/api/admin/checkin/stays/{stayKey}/guests',
    handler: 'get-stay-guests',
    access: 'admin',
    // Every read of the guests' identities is written to the audit log.
    writes: true,
    response: stayGuestsResponse,
  }),
  updateStayTax: route({
    method: 'PUT',
    path: '/api/admin/checkin/stays/{stayKey}/tourist-tax',
    handler: 'update-stay-tax',
    access: 'admin',
    writes: true,
    body: updateStayTaxRequest,
    response: updateStayTaxResponse,
  }),
  exportAlloggiati: route({
    method: 'GET',
    path: '/api/admin/checkin/alloggiati',
    handler: 'export-alloggiati',
    access: 'admin',
    // The export is written to the audit log.
    writes: true,
    query: alloggiatiQuery,
    response: alloggiatiFileResponse,
  }),
  getTouristTaxReport: route({
    method: 'GET',
    path: '/api/admin/tourist-tax',
    handler: 'get-tourist-tax-report',
    access: 'admin',
    writes: false,
    query: taxReportQuery,
    response: taxReportResponse,
  }),
} as const satisfies Record<string, RouteDefinition>;

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
  // Check-in (issue 13): the pre-check-in reminder, and the identities deleted after the stay.
  precheckinReminders: {
    handler: 'precheckin-reminders-job',
    everyMinutes: 60,
    writes: true,
    mail: true,
  },
  purgeGuestData: { handler: 'purge-guest-data-job', everyMinutes: 60, writes: true },
} as const;
export type JobName = keyof typeof jobs;
