import { successBody } from '../../schemas/common';
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
} from '../../schemas/pricing';
import { listStayRulesResponse, stayRuleInput, stayRuleResponse } from '../../schemas/stay-rules';
import { route } from '../route';

// Prices: the guest's quote, and the owner's base prices and pricing rules.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const calculatePrice = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/prices/{id}/calculate',
  handler: 'calculate-price',
  access: 'public',
  writes: false,
  query: priceCalculateQuery,
  response: priceCalculateResponse,
});

export const listBasePrices = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/pricing',
  handler: 'list-base-prices',
  access: 'admin',
  writes: false,
  response: listBasePricesResponse,
});

export const updateBasePrice = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/pricing',
  handler: 'update-base-price',
  access: 'admin',
  writes: true,
  body: updateBasePriceRequest,
  response: successBody,
});

export const listPricingRules = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/prices/{apartmentId}',
  handler: 'list-pricing-rules',
  access: 'admin',
  writes: false,
  response: listPricingRulesResponse,
});

export const createPricingRule = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/prices',
  handler: 'create-pricing-rule',
  access: 'admin',
  writes: true,
  body: pricingRuleInput,
  response: pricingRuleResponse,
});

export const updatePricingRule = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/prices/{id}',
  handler: 'update-pricing-rule',
  access: 'admin',
  writes: true,
  body: pricingRuleInput,
  response: pricingRuleResponse,
});

export const deletePricingRule = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/prices/{id}',
  handler: 'delete-pricing-rule',
  access: 'admin',
  writes: true,
  response: successBody,
});

export const copyPricingRules = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/prices/copy',
  handler: 'copy-pricing-rules',
  access: 'admin',
  writes: true,
  body: copyPricingRulesRequest,
  response: copyPricingRulesResponse,
});

// Stay rules by period: minimum and maximum nights, arrival and departure days,
// lead time and horizon, enforced on every quote, checkout and owner booking.

export const listStayRules = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/stay-rules/{apartmentId}',
  handler: 'list-stay-rules',
  access: 'admin',
  writes: false,
  response: listStayRulesResponse,
});

export const createStayRule = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/stay-rules',
  handler: 'create-stay-rule',
  access: 'admin',
  writes: true,
  body: stayRuleInput,
  response: stayRuleResponse,
});

export const updateStayRule = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/stay-rules/{id}',
  handler: 'update-stay-rule',
  access: 'admin',
  writes: true,
  body: stayRuleInput,
  response: stayRuleResponse,
});

export const deleteStayRule = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/stay-rules/{id}',
  handler: 'delete-stay-rule',
  access: 'admin',
  writes: true,
  response: successBody,
});
