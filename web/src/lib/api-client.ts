import type { ApiErrorBody } from '@catania/shared/schemas/common';

/**
 * A failed API call. `message` is SPEC 8's generic form, `${status}: ${body text}` (or the status
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

/** Fills a route's `{param}` placeholders, as the shared `buildPath` does. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one API client: same origin, credentials included, JSON in and out, paths taken from the
 * shared route table (ARCHITECTURE rule 1) through `virtual:api-routes`, built from it at build time.
 */
export async function callApi<T>(route: ApiRoute, options: CallOptions = {}): Promise<T> {
  let url = buildPath(route.path, options.params);
  const query = Object.entries(options.query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (query.length > 0) url += `?${new URLSearchParams(query).toString()}`;
  const hasBody = options.body !== undefined;
  const response = await fetch(url, {
    method: route.method,
    credentials: 'include',
    headers: hasBody
      ? { 'content-type': 'application/json', accept: 'application/json' }
      : { accept: 'application/json' },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) {
    let body: ApiErrorBody | undefined;
    try {
      body = JSON.parse(text) as ApiErrorBody;
    } catch {
      body = undefined;
    }
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The Italian message of an API error, for a toast, when the server sent one. */
export function apiErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.error : undefined;
}
