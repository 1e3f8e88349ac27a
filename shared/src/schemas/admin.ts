import * as z from 'zod';

export const adminLoginRequest = z.strictObject({
  username: z.string().trim().min(1, 'Username richiesto').max(100),
  password: z.string().min(1, 'Password richiesta').max(200),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequest>;

/** POST /api/admin/login-link: nothing to send; the link goes to the owner's address only. */
export const adminLoginLinkRequest = z.strictObject({});
export const adminLoginLinkResponse = z.object({ sent: z.literal(true), message: z.string() });

/** POST /api/admin/login-link/sign-in: the token of the link (256 random bits, base64url). */
export const adminLinkSignInRequest = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Link di accesso non valido'),
});

/** Answer of login and of GET /api/admin/session: the CSRF token to send as X-Admin-Token. */
export const adminSessionResponse = z.object({
  csrfToken: z.string(),
  username: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponse>;

/**
 * `__Host-` cookies: the browser takes them only with Secure and Path=/ and without a Domain, so no
 * other (sub)domain or plain-http page can plant or overwrite them.
 */
export const ADMIN_SESSION_COOKIE = '__Host-session';
/** Marks a browser the owner has signed in from: failures elsewhere never slow it down. */
export const ADMIN_DEVICE_COOKIE = '__Host-device';
export const ADMIN_CSRF_HEADER = 'x-admin-token';
