import { healthResponse, retryMailResponse, systemHealthResponse } from '../../schemas/health';
import { todoResponse } from '../../schemas/todo';
import { route } from '../route';

// Operations: the API's health (the smoke script after a deploy) and the owner's 'Stato del sistema'.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const getHealth = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/health',
  handler: 'get-health',
  access: 'public',
  writes: false,
  response: healthResponse,
});

export const getSystemHealth = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/system-health',
  handler: 'get-system-health',
  access: 'admin',
  writes: false,
  response: systemHealthResponse,
});

export const retryMail = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/mails/{id}/retry',
  handler: 'retry-mail',
  access: 'admin',
  writes: true,
  mail: true,
  response: retryMailResponse,
});

export const getTodo = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/todo',
  handler: 'get-todo',
  access: 'admin',
  writes: false,
  response: todoResponse,
});
