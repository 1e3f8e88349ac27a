import { apiRoutes } from 'virtual:api-routes';
import { buildPath } from '@catania/shared/api/path';
import type { RouteName } from '@catania/shared/api/routes';
import type { RouteBody, RouteParams, RouteQuery, RouteResponse } from '@catania/shared/api/types';
import type { ApiErrorBody } from '@catania/shared/schemas/common';

/**
 * A failed API call. `message` is product §8's generic form, `${status}: ${body text}` (or the status
 * text when the body is empty); `body` is the parsed JSON error when the server sent one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The method and path of a route, as `virtual:api-routes` gives them to the browser. */
export type ApiRoute = (typeof apiRoutes)[RouteName];

// What a call of route N must carry: its path parameters, its body and its query, each only when
// the route declares one (a route without path parameters takes no `params`, and so on).
type Part<Key extends string, T> = [T] extends [undefined]
  ? { [K in Key]?: never }
  : { [K in Key]: T };
type ParamsPart<N extends RouteName> = keyof RouteParams<N> extends never
  ? { params?: never }
  : { params: RouteParams<N> };

export type CallOptions<N extends RouteName> = ParamsPart<N> &
  Part<'body', RouteBody<N>> &
  Partial<Part<'query', RouteQuery<N>>> & { signal?: AbortSignal };

/** What any call may carry, as the implementation reads it. */
interface AnyCallOptions {
  params?: Record<string, string>;
  body?: unknown;
  query?: unknown;
  signal?: AbortSignal;
}

/** Each route's options argument, optional when the route needs none. */
type CallArgs = {
  [N in RouteName]: object extends CallOptions<N>
    ? [options?: CallOptions<N>]
    : [options: CallOptions<N>];
};

export interface ApiClientHooks {
  /**
   * Routes this client adds to the visitor's (the admin panel's, `virtual:admin-api-routes`, which
   * the public pages never load).
   */
  routes?: Partial<typeof apiRoutes>;
  /** Headers a call adds (the admin panel's CSRF token on writes). */
  headers?: (route: ApiRoute) => Record<string, string> | undefined;
  /** Sees every refused call before it is thrown (the admin panel signs out on a 401). */
  onError?: (error: ApiError, name: RouteName) => void;
}

function searchOf(query: unknown): string {
  const entries = Object.entries(typeof query === 'object' && query ? query : {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    return JSON.parse(text) as ApiErrorBody;
  } catch {
    return undefined;
  }
}

/**
 * The one API client: same origin, credentials included, JSON in and out. A call names its route;
 * the path and method come from the shared route table (shared/src/api/routes.ts) through
 * `virtual:api-routes`, built from it at build time without its zod schemas, and the parameters,
 * body, query and answer are typed by the same table's schemas. `call.response` gives the raw
 * answer of a route that is not JSON (a file to download), refused calls thrown the same way.
 */
export function createApiClient(hooks: ApiClientHooks = {}) {
  const table: Partial<Record<RouteName, ApiRoute>> = hooks.routes
    ? { ...apiRoutes, ...hooks.routes }
    : apiRoutes;
  async function send<N extends RouteName>(name: N, ...args: CallArgs[N]): Promise<Response> {
    const route = table[name];
    if (!route) throw new Error(`Route ${name} is not in this client's table`);
    const options: AnyCallOptions = args[0] ?? {};
    const { params = {}, body, query, signal } = options;
    const hasBody = body !== undefined;
    const response = await fetch(buildPath<string>(route.path, params) + searchOf(query), {
      method: route.method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...hooks.headers?.(route),
      },
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
    if (!response.ok) {
      const text = await response.text();
      const error = new ApiError(
        response.status,
        `${response.status}: ${text || response.statusText}`,
        parseErrorBody(text),
      );
      hooks.onError?.(error, name);
      throw error;
    }
    return response;
  }

  async function call<N extends RouteName>(
    name: N,
    ...args: CallArgs[N]
  ): Promise<RouteResponse<N>> {
    const response = await send(name, ...args);
    // The server answers with the route's response schema (checked by the handlers' tests); the
    // browser does not parse it again, so that the schemas stay out of its bundle.
    return JSON.parse(await response.text());
  }

  return Object.assign(call, { response: send });
}

/** The public pages' client. */
export const callApi = createApiClient();

/** The Italian message of an API error, for a toast, when the server sent one. */
export function apiErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.error : undefined;
}

/**
 * The server's message for each field a 400 refused (its `issues`), the first one per field path:
 * the forms show each under its field.
 */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const issue of error.body?.issues ?? []) messages[issue.field] ??= issue.message;
  }
  return messages;
}

/** The server's Italian message for a failed call (product §8), else the caller's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return apiErrorMessage(error) || fallback;
}
