import {
  availabilityBatchResponse,
  availabilityQuery,
  availabilityResponse,
  checkAvailabilityRequest,
  checkAvailabilityResponse,
  searchAvailabilityRequest,
  searchAvailabilityResponse,
} from '../../schemas/availability';
import { languageQuery } from '../../schemas/common';
import { route } from '../route';

// Availability: the calendars, the check of chosen dates and the search of free apartments.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const getAvailabilityBatch = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/availability/batch',
  handler: 'get-availability-batch',
  access: 'public',
  writes: false,
  response: availabilityBatchResponse,
});

export const getAvailability = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/availability/{id}',
  handler: 'get-availability',
  access: 'public',
  writes: false,
  query: availabilityQuery,
  response: availabilityResponse,
});

export const checkAvailability = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/availability/check',
  handler: 'check-availability',
  access: 'public',
  // Its abuse counter (abuse/limits.ts); nothing else.
  writes: true,
  body: checkAvailabilityRequest,
  response: checkAvailabilityResponse,
});

export const searchAvailability = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/search-availability',
  handler: 'search-availability',
  access: 'public',
  // Its abuse counter (abuse/limits.ts); nothing else.
  writes: true,
  // The apartments' descriptions in that language.
  query: languageQuery,
  body: searchAvailabilityRequest,
  response: searchAvailabilityResponse,
});
