import {
  alloggiatiReceiptResponse,
  sendAlloggiatiRequest,
  sendAlloggiatiResponse,
} from '../../schemas/alloggiati';
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
import { connectionCheckResponse } from '../../schemas/connections';
import {
  accessDetailsResponse,
  identificationPreferenceRequest,
  identificationView,
  recordIdentificationRequest,
  updateAccessRequest,
} from '../../schemas/identification';
import { precheckinRequest } from '../../schemas/precheckin';
import {
  annualTaxQuery,
  annualTaxResponse,
  recordTaxPaymentRequest,
  taxPaymentResponse,
  taxRatesResponse,
  updateTaxRatesRequest,
} from '../../schemas/tourist-tax';
import { route } from '../route';

// Check-in: the guest's pre-check-in by secret link, the owner's arrivals, guests and tourist tax.
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

// Alloggiati Web by its web service: 'Invia ora' for an arrival, a day's receipt.

export const sendAlloggiati = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/checkin/stays/{stayKey}/alloggiati',
  handler: 'send-alloggiati',
  access: 'admin',
  writes: true,
  alloggiati: true,
  body: sendAlloggiatiRequest,
  response: sendAlloggiatiResponse,
});

/** 'Verifica': does Alloggiati Web take the stored user, password and WsKey now? */
export const checkAlloggiatiConnection = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/checkin/alloggiati/check',
  handler: 'check-alloggiati-connection',
  access: 'admin',
  writes: false,
  alloggiati: true,
  response: connectionCheckResponse,
});

export const getAlloggiatiReceipt = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/checkin/alloggiati/receipts/{date}',
  handler: 'get-alloggiati-receipt',
  access: 'admin',
  // The download is written to the audit log.
  writes: true,
  response: alloggiatiReceiptResponse,
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

// The tourist tax at the rates in force: the owner's rate periods, payments, yearly account.

export const getTouristTaxRates = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/tourist-tax/rates',
  handler: 'get-tourist-tax-rates',
  access: 'admin',
  writes: false,
  response: taxRatesResponse,
});

export const updateTouristTaxRates = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/tourist-tax/rates',
  handler: 'update-tourist-tax-rates',
  access: 'admin',
  writes: true,
  body: updateTaxRatesRequest,
  response: taxRatesResponse,
});

export const recordTouristTaxPayment = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/tourist-tax/payments/{period}',
  handler: 'record-tourist-tax-payment',
  access: 'admin',
  writes: true,
  body: recordTaxPaymentRequest,
  response: taxPaymentResponse,
});

export const deleteTouristTaxPayment = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/tourist-tax/payments/{period}',
  handler: 'delete-tourist-tax-payment',
  access: 'admin',
  writes: true,
  response: successBody,
});

export const getTouristTaxAnnual = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/tourist-tax/annual',
  handler: 'get-tourist-tax-annual',
  access: 'admin',
  writes: false,
  query: annualTaxQuery,
  response: annualTaxResponse,
});

// Identification the law accepts and the access details it unlocks.

export const chooseIdentification = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/checkin/{token}/identification',
  handler: 'choose-identification',
  access: 'public',
  writes: true,
  body: identificationPreferenceRequest,
  response: identificationView,
});

export const recordIdentification = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/checkin/stays/{stayKey}/identification',
  handler: 'record-identification',
  access: 'admin',
  // Written to the audit log.
  writes: true,
  body: recordIdentificationRequest,
  response: identificationView,
});

export const getApartmentAccess = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/apartments/{id}/access',
  handler: 'get-apartment-access',
  access: 'admin',
  // Every read of the secret is written to the audit log.
  writes: true,
  response: accessDetailsResponse,
});

export const updateApartmentAccess = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/apartments/{id}/access',
  handler: 'update-apartment-access',
  access: 'admin',
  writes: true,
  body: updateAccessRequest,
  response: accessDetailsResponse,
});
