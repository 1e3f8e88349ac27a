import {
  adminLinkSignInRequest,
  adminLoginLinkRequest,
  adminLoginLinkResponse,
  adminLoginRequest,
  adminSessionResponse,
} from '../../schemas/admin';
import { successBody } from '../../schemas/common';
import { route } from '../route';

// The admin session (the sign-in is public: it is how a session starts).
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const adminLogin = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/login',
  handler: 'admin-login',
  access: 'public',
  writes: true,
  body: adminLoginRequest,
  response: adminSessionResponse,
});

/** The owner asks for a one-time sign-in link, mailed to the owner's address (a new browser). */
export const requestAdminLoginLink = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/login-link',
  handler: 'request-admin-login-link',
  access: 'public',
  writes: true,
  mail: true,
  body: adminLoginLinkRequest,
  response: adminLoginLinkResponse,
});

/** The link's page signs in with its token, once. */
export const adminLinkSignIn = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/login-link/sign-in',
  handler: 'admin-link-sign-in',
  access: 'public',
  writes: true,
  body: adminLinkSignInRequest,
  response: adminSessionResponse,
});

export const adminLogout = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/logout',
  handler: 'admin-logout',
  access: 'admin',
  writes: true,
  response: successBody,
});

export const getAdminSession = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/session',
  handler: 'get-admin-session',
  access: 'admin',
  writes: false,
  response: adminSessionResponse,
});
