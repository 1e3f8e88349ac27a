import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Handler } from '@catania/functions/http/handler';
import { type RouteDefinition, routeList } from '@catania/shared/api/routes';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { type ApiRequest, lambdaContext, toApiGatewayEvent } from './api-event';

const HANDLERS_DIR = new URL('../../../functions/src/handlers/', import.meta.url);

/** Requests bigger than this never reach a handler (API Gateway's own limit is 10 MB). */
export const MAX_REQUEST_BYTES = 1024 * 1024;

export interface ApiResponse {
  statusCode: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

export type ApiGateway = (request: ApiRequest) => Promise<ApiResponse>;

type Found = { route: RouteDefinition };

const json = (statusCode: number, body: unknown): ApiResponse => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  cookies: [],
  body: Buffer.from(JSON.stringify(body)),
});

/**
 * The local stand-in for API Gateway's HTTP API: each request is dispatched, through the shared
 * route table, to the very handler module that is deployed as that route's Lambda, as a payload
 * 2.0 event. It sits behind the gateway (CloudFront's part); tests call it directly to knock on
 * the API's own door, as someone who found the execute-api URL would.
 */
export function createApiGateway(): ApiGateway {
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: true });
  for (const route of routeList) {
    const path = route.path.replace(/\{(\w+)\}/g, ':$1');
    router.on(route.method as HTTPMethod, path, () => {}, { route } satisfies Found);
  }
  const handlers = new Map<string, Promise<Handler>>();
  const loadHandler = (name: string) => {
    let loaded = handlers.get(name);
    if (!loaded) {
      const file = new URL(`${name}.ts`, HANDLERS_DIR);
      loaded = import(pathToFileURL(file.pathname).href).then(
        (module) => module.handler as Handler,
      );
      handlers.set(name, loaded);
    }
    return loaded;
  };

  return async (request) => {
    const match = router.find(request.method as HTTPMethod, request.url.split('?')[0] ?? '/');
    if (!match) return json(404, { error: 'Risorsa non trovata', code: 'route_not_found' });
    if (request.body.length > MAX_REQUEST_BYTES) {
      return json(413, { error: 'Richiesta troppo grande', code: 'payload_too_large' });
    }
    const { route } = match.store as Found;
    if (!existsSync(new URL(`${route.handler}.ts`, HANDLERS_DIR))) {
      return json(501, { error: 'Funzione non ancora disponibile', code: 'not_implemented' });
    }
    const params = Object.fromEntries(
      Object.entries(match.params).map(([k, v]) => [k, v ?? '']),
    ) as Record<string, string>;
    const event = toApiGatewayEvent(request, route, params);
    let result: Awaited<ReturnType<Handler>>;
    try {
      const handler = await loadHandler(route.handler);
      result = await handler(event, lambdaContext(route.handler));
    } catch (error) {
      // A handler that throws past its own error middleware is a bug: show it in the console.
      console.error(error);
      return json(500, { error: 'Errore interno del server', code: 'internal_error' });
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) {
      // Middlewares "remove" headers such as Server by setting them undefined.
      if (value !== undefined && value !== '') headers[name.toLowerCase()] = String(value);
    }
    return {
      statusCode: result.statusCode ?? 200,
      headers,
      cookies: result.cookies ?? [],
      body: result.body
        ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
        : Buffer.alloc(0),
    };
  };
}
