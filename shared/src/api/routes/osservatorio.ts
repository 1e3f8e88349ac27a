import { connectionCheckResponse } from '../../schemas/connections';
import {
  osservatorioDaysResponse,
  osservatorioQuery,
  resendOsservatorioResponse,
} from '../../schemas/osservatorio';
import { route } from '../route';

// Sicily's tourism statistics: the days sent to the Region's Osservatorio Turistico,
// and 'Reinvia' for a day it did not accept.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const listOsservatorioDays = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/osservatorio/days',
  handler: 'list-osservatorio-days',
  access: 'admin',
  writes: false,
  query: osservatorioQuery,
  response: osservatorioDaysResponse,
});

export const resendOsservatorioDay = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/osservatorio/days/{date}/send',
  handler: 'resend-osservatorio-day',
  access: 'admin',
  writes: true,
  osservatorio: true,
  response: resendOsservatorioResponse,
});

/** 'Verifica': does the Osservatorio take the stored PMS user and password now? */
export const checkOsservatorioConnection = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/osservatorio/check',
  handler: 'check-osservatorio-connection',
  access: 'admin',
  writes: false,
  osservatorio: true,
  response: connectionCheckResponse,
});
