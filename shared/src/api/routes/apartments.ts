import { getApartmentResponse, listApartmentsResponse } from '../../schemas/apartment';
import { route } from '../route';

// The apartments, as visitors browse them.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const listApartments = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/apartments',
  handler: 'list-apartments',
  access: 'public',
  writes: false,
  response: listApartmentsResponse,
});

export const getApartment = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/apartments/{id}',
  handler: 'get-apartment',
  access: 'public',
  writes: false,
  response: getApartmentResponse,
});
