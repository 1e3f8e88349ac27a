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
} from '../../schemas/checkin';
import { successBody } from '../../schemas/common';
import { precheckinRequest } from '../../schemas/precheckin';
import { route } from '../route';

// Check-in (issue 13): the guest's pre-check-in by secret link, the owner's arrivals, guests and tourist tax.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const getPrecheckin = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/checkin/{token}',
  handler: 'get-precheckin',
  access: 'public',
  writes: false,
  response: precheckinView,
});

export const submitPrecheckin = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/checkin/{token}',
  handler: 'submit-precheckin',
  access: 'public',
  writes: true,
  body: precheckinRequest,
  response: precheckinView,
});

export const searchComuni = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/alloggiati/comuni',
  handler: 'search-comuni',
  access: 'public',
  writes: false,
  query: comuniQuery,
  response: comuniResponse,
});

export const listArrivals = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/checkin/arrivals',
  handler: 'list-arrivals',
  access: 'admin',
  writes: false,
  query: arrivalsQuery,
  response: listArrivalsResponse,
});

export const createArrival = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/checkin/arrivals',
  handler: 'create-arrival',
  access: 'admin',
  writes: true,
  // The pre-check-in link goes to the guest when the owner gives an address.
  mail: true,
  body: createArrivalRequest,
  response: createArrivalResponse,
});

export const deleteArrival = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/checkin/arrivals/{id}',
  handler: 'delete-arrival',
  access: 'admin',
  writes: true,
  response: successBody,
});

export const listImportedStays = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/checkin/imported-stays',
  handler: 'list-imported-stays',
  access: 'admin',
  writes: false,
  response: listImportedStaysResponse,
});

export const getStayGuests = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/checkin/stays/{stayKey}/guests',
  handler: 'get-stay-guests',
  access: 'admin',
  // Every read of the guests' identities is written to the audit log.
  writes: true,
  response: stayGuestsResponse,
});

export const updateStayTax = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/checkin/stays/{stayKey}/tourist-tax',
  handler: 'update-stay-tax',
  access: 'admin',
  writes: true,
  body: updateStayTaxRequest,
  response: updateStayTaxResponse,
});

export const exportAlloggiati = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/checkin/alloggiati',
  handler: 'export-alloggiati',
  access: 'admin',
  // The export is written to the audit log.
  writes: true,
  query: alloggiatiQuery,
  response: alloggiatiFileResponse,
});

export const getTouristTaxReport = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/tourist-tax',
  handler: 'get-tourist-tax-report',
  access: 'admin',
  writes: false,
  query: taxReportQuery,
  response: taxReportResponse,
});
