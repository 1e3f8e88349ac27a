import {
  createPaymentLinkRequest,
  createPaymentLinkResponse,
  listBookingsResponse,
  stripeWebhookResponse,
  updateBookingStatusRequest,
  updateBookingStatusResponse,
} from '../../schemas/booking';
import { icalFeedResponse } from '../../schemas/calendar';
import {
  bookingFromSessionResponse,
  cancelBookingRequest,
  cancelBookingResponse,
  getBookingResponse,
  guestTokenQuery,
} from '../../schemas/guest-booking';
import { route } from '../route';

// Bookings: the guest's checkout on Stripe and guest link, Stripe's webhook, and the owner's list.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const createPaymentLink = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/create-payment-link',
  handler: 'create-payment-link',
  access: 'public',
  writes: true,
  stripe: true,
  body: createPaymentLinkRequest,
  response: createPaymentLinkResponse,
});

export const getBookingFromSession = /* @__PURE__ */ route({
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
});

export const getBooking = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/bookings/{id}',
  handler: 'get-booking',
  access: 'public',
  writes: false,
  query: guestTokenQuery,
  response: getBookingResponse,
});

export const cancelBooking = /* @__PURE__ */ route({
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
});

export const getBookingCalendar = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/bookings/{id}/calendar',
  handler: 'get-booking-calendar',
  access: 'public',
  writes: false,
  query: guestTokenQuery,
  // An .ics file, as the export feed's.
  response: icalFeedResponse,
});

export const handleStripeWebhook = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/stripe/webhook',
  handler: 'handle-stripe-webhook',
  access: 'webhook',
  writes: true,
  stripe: true,
  mail: true,
  response: stripeWebhookResponse,
});

export const listBookings = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/bookings',
  handler: 'list-bookings',
  access: 'admin',
  writes: false,
  response: listBookingsResponse,
});

export const updateBookingStatus = /* @__PURE__ */ route({
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
});
