import type { z } from 'zod';

/**
 * Who may call a route. `public`: anyone. `admin`: a valid admin session, and the CSRF token on
 * writes. `webhook`: Stripe, proven by the signature over the raw body.
 */
export type Access = 'public' | 'admin' | 'webhook';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway style: `/api/apartments/{id}`. */
  path: string;
  /** The handler's file name in `functions/src/handlers/` (kebab-case, verb-noun). */
  handler: string;
  access: Access;
  /** Does the handler write to the table? Read routes get read-only grants in AWS. */
  writes: boolean;
  /** Does it call Stripe? Only those bundles carry the Stripe SDK. */
  stripe?: boolean;
  /** Does it send mail through SES? */
  mail?: boolean;
  /** Does it drop cached answers at the edge (a CloudFront invalidation) when it changes them? */
  invalidatesEdge?: boolean;
  /** Does it call Alloggiati Web? Only those functions may read its password and WsKey. */
  alloggiati?: boolean;
  /** Does it call the Region's statistics interface? Only those may read its password. */
  osservatorio?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  /** What a successful call answers (JSON unless the schema says otherwise). */
  response: z.ZodType;
}

// `const`: each route keeps its literal method and path, so its path parameters can be read
// from the path (PathParams) and its types looked up by name (./types).
export const route = <const R extends RouteDefinition>(definition: R): R => definition;
