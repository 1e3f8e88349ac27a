import { getApartmentResponse, listApartmentsResponse } from '../../schemas/apartment';
import { languageQuery } from '../../schemas/common';
import { route } from '../route';

// The apartments, as visitors browse them: in the language of `?lang=` (Italian without it).
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const listApartments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/apartments',
  handler: 'list-apartments',
  access: 'public',
  query: languageQuery,
  writes: false,
  response: listApartmentsResponse,
});

export const getApartment = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/apartments/{id}',
  handler: 'get-apartment',
  access: 'public',
  query: languageQuery,
  writes: false,
  response: getApartmentResponse,
});
