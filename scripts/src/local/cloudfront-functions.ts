import { randomUUID } from 'node:crypto';
import vm from 'node:vm';

/**
 * Runs CloudFront Functions code locally: the source is evaluated in a context of its own (no
 * Node globals, as at the edge) and its `handler` called with an event shaped as CloudFront
 * passes it (docs: "CloudFront Functions event structure").
 */

export interface CfValue {
  value: string;
  multiValue?: { value: string }[];
}
export type CfMap = Record<string, CfValue>;

export interface CfRequest {
  method: string;
  uri: string;
  querystring: CfMap;
  headers: CfMap;
  cookies: CfMap;
}

export interface CfResponse {
  statusCode: number;
  statusDescription?: string;
  headers: CfMap;
  cookies?: CfMap;
}

export interface CfEvent {
  version: '1.0';
  context: {
    distributionDomainName: string;
    distributionId: string;
    eventType: string;
    requestId: string;
  };
  viewer: { ip: string };
  request: CfRequest;
  response?: CfResponse;
}

/**
 * A guard against a function that never returns (CloudFront stops one at a compute budget of
 * about a millisecond); generous, so a busy machine never turns a slow call into a 502.
 */
const TIMEOUT_MS = 2000;

export function loadCloudFrontFunction<Result>(code: string): (event: CfEvent) => Result {
  const context = vm.createContext({ console });
  vm.runInContext(code, context, { timeout: TIMEOUT_MS });
  if (typeof context.handler !== 'function') throw new Error('the function defines no handler');
  return (event) => {
    context.event = event;
    return vm.runInContext('handler(event)', context, { timeout: TIMEOUT_MS }) as Result;
  };
}

/** A multi-valued map the way CloudFront builds it: first value, and all of them when several. */
function cfMap(pairs: [string, string][]): CfMap {
  const map: CfMap = {};
  for (const [name, value] of pairs) {
    const entry = map[name];
    if (!entry) map[name] = { value };
    else entry.multiValue = [...(entry.multiValue ?? [{ value: entry.value }]), { value }];
  }
  return map;
}

/** The query string as received (still percent-encoded), name by name. */
export function cfQuery(rawQuery: string): CfMap {
  return cfMap(
    rawQuery
      .split('&')
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf('=');
        return at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
      }),
  );
}

export function cfHeaders(headers: Record<string, string | string[] | undefined>): CfMap {
  return cfMap(
    Object.entries(headers).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(
        (v): [string, string] => [name.toLowerCase(), v],
      ),
    ),
  );
}

function cfCookies(header: string | undefined): CfMap {
  return cfMap(
    (header ?? '')
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
}

export function viewerRequestEvent(viewer: {
  ip: string;
  method: string;
  path: string;
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
}): CfEvent {
  const { cookie, ...headers } = viewer.headers;
  return {
    version: '1.0',
    context: {
      distributionDomainName: 'localhost',
      distributionId: 'LOCAL',
      eventType: 'viewer-request',
      requestId: randomUUID(),
    },
    viewer: { ip: viewer.ip },
    request: {
      method: viewer.method,
      uri: viewer.path,
      querystring: cfQuery(viewer.rawQuery),
      headers: cfHeaders(headers),
      cookies: cfCookies(Array.isArray(cookie) ? cookie.join('; ') : cookie),
    },
  };
}

export function viewerResponseEvent(request: CfEvent, response: CfResponse): CfEvent {
  return {
    ...request,
    context: { ...request.context, eventType: 'viewer-response' },
    response,
  };
}

/** A CloudFront map back to plain headers (every value of a multi-valued one). */
export function plainHeaders(map: CfMap): [string, string][] {
  return Object.entries(map).flatMap(([name, entry]) =>
    (entry.multiValue ?? [entry]).map((v): [string, string] => [name, v.value]),
  );
}
