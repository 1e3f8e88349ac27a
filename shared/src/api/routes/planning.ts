import { successBody } from '../../schemas/common';
import {
  createBlockRequest,
  createBlockResponse,
  listBlocksQuery,
  listBlocksResponse,
} from '../../schemas/owner-block';
import {
  createOwnerBookingRequest,
  createOwnerBookingResponse,
  recordRefundByHandResponse,
  sendPaymentLinkResponse,
} from '../../schemas/owner-booking';
import {
  businessNumbersQuery,
  businessNumbersResponse,
  planningQuery,
  planningResponse,
} from '../../schemas/planning';
import { route } from '../route';

// The owner's planning: blocks the owner makes (through the night ledger), bookings the
// owner enters, payment links.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const createBlock = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/blocks',
  handler: 'create-block',
  access: 'admin',
  writes: true,
  body: createBlockRequest,
  response: createBlockResponse,
});

export const listBlocks = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/blocks',
  handler: 'list-blocks',
  access: 'admin',
  writes: false,
  query: listBlocksQuery,
  response: listBlocksResponse,
});

export const deleteBlock = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/blocks/{id}',
  handler: 'delete-block',
  access: 'admin',
  writes: true,
  response: successBody,
});

export const createOwnerBooking = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/bookings',
  handler: 'create-owner-booking',
  access: 'admin',
  writes: true,
  stripe: true,
  mail: true,
  body: createOwnerBookingRequest,
  response: createOwnerBookingResponse,
});

export const sendPaymentLink = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/bookings/{id}/payment-link',
  handler: 'send-payment-link',
  access: 'admin',
  writes: true,
  stripe: true,
  mail: true,
  response: sendPaymentLinkResponse,
});

export const recordRefundByHand = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/bookings/{id}/refund-by-hand',
  handler: 'record-refund-by-hand',
  access: 'admin',
  writes: true,
  response: recordRefundByHandResponse,
});

export const getPlanning = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/planning',
  handler: 'get-planning',
  access: 'admin',
  writes: false,
  query: planningQuery,
  response: planningResponse,
});

export const getBusinessNumbers = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/stats',
  handler: 'get-business-numbers',
  access: 'admin',
  writes: false,
  query: businessNumbersQuery,
  response: businessNumbersResponse,
});
