import {
  buyExtrasRequest,
  buyExtrasResponse,
  decideDepositRequest,
  extraDefinitionInput,
  listExtraDefinitionsResponse,
  listExtrasResponse,
  putExtraDefinitionResponse,
  removeLateCheckoutRequest,
  stayExtrasQuery,
  stayExtrasResponse,
} from '../../schemas/extras';
import { guestExtrasQuery, guestTokenQuery } from '../../schemas/guest-booking';
import { decideDepositResponse } from '../../schemas/owner-booking';
import { route } from '../route';

// The guest's extras: late check-out, parking, pet, by the guest link; their words in the
// language of `?lang=` (Italian without it).
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const listBookingExtras = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/bookings/{id}/extras',
  handler: 'list-booking-extras',
  access: 'public',
  writes: false,
  query: guestExtrasQuery,
  response: listExtrasResponse,
});

/** What a stay being booked can take with it (the booking dialog's 'Extra'), server-priced. */
export const listStayExtras = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/prices/{id}/extras',
  handler: 'list-stay-extras',
  access: 'public',
  writes: false,
  query: stayExtrasQuery,
  response: stayExtrasResponse,
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

/**
 * The owner removes a bought late check-out: the departure day can be sold as a check-in day
 * again (availability, export feed); its price refunded through the extras' refunds, or not.
 */
export const removeBookingLateCheckout = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/bookings/{id}/late-checkout-removal',
  handler: 'remove-booking-late-checkout',
  access: 'admin',
  writes: true,
  stripe: true,
  body: removeLateCheckoutRequest,
  response: decideDepositResponse,
});

/** The owner's catalogue of extras ('Prezzi' > 'Extra'): the house's three, then the owner's. */
export const listExtraDefinitions = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/extras',
  handler: 'list-extra-definitions',
  access: 'admin',
  writes: false,
  response: listExtraDefinitionsResponse,
});

/** Adds or changes an extra (a new id adds it); off (`active: false`) takes it off sale. */
export const putExtraDefinition = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/extras/{id}',
  handler: 'put-extra-definition',
  access: 'admin',
  writes: true,
  body: extraDefinitionInput,
  response: putExtraDefinitionResponse,
});
