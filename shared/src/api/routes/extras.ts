import { guestTokenQuery } from '../../schemas/booking';
import {
  buyExtrasRequest,
  buyExtrasResponse,
  decideDepositRequest,
  listExtrasResponse,
} from '../../schemas/extras';
import { decideDepositResponse } from '../../schemas/owner-booking';
import { route } from '../route';

// The guest's extras (issue 25): late check-out, parking, pet, by the guest link.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const listBookingExtras = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/bookings/{id}/extras',
  handler: 'list-booking-extras',
  access: 'public',
  writes: false,
  query: guestTokenQuery,
  response: listExtrasResponse,
});

export const buyBookingExtras = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/bookings/{id}/extras',
  handler: 'buy-booking-extras',
  access: 'public',
  writes: true,
  stripe: true,
  query: guestTokenQuery,
  body: buyExtrasRequest,
  response: buyExtrasResponse,
});

/** The owner's word on a deposit after the stay: returned (Stripe refunds it) or kept, why. */
export const decideBookingDeposit = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/bookings/{id}/deposit',
  handler: 'decide-booking-deposit',
  access: 'admin',
  writes: true,
  stripe: true,
  body: decideDepositRequest,
  response: decideDepositResponse,
});
