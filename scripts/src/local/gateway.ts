import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Handler } from '@catania/functions/http/handler';
import { type RouteDefinition, routeList } from '@catania/shared/api/routes';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import sirv from 'sirv';
import { lambdaContext, toApiGatewayEvent } from './api-event';

const HANDLERS_DIR = new URL('../../../functions/src/handlers/', import.meta.url);

/** Requests bigger than this never reach a handler (API Gateway's own limit is 10 MB). */
const MAX_REQUEST_BYTES = 1024 * 1024;

type Found = { route: RouteDefinition };

/**
 * The local stand-in for CloudFront + API Gateway: one origin serving the built web app and
 * `/api`, dispatching every API request, through the shared route table, to the very handler
 * module that is deployed as that route's Lambda.
 */
export function createGateway(options: { webDir: string }): Server {
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
  const web = existsSync(join(options.webDir, 'index.html'))
    ? sirv(options.webDir, {
        single: true,
        etag: true,
        // The web build writes .br and .gz beside each text asset (as CloudFront would compress).
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => {
          const immutable = pathname.startsWith('/assets/');
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      })
    : undefined;

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/')) {
      if (web) return web(req, res, () => notFoundPage(res));
      return placeholderPage(res);
    }
    try {
      const match = router.find(req.method as HTTPMethod, url.pathname);
      if (!match) {
        return sendJson(res, 404, { error: 'Risorsa non trovata', code: 'route_not_found' });
      }
      const { route } = match.store as Found;
      const body = await readBody(req);
      if (body === undefined) {
        return sendJson(res, 413, { error: 'Richiesta troppo grande', code: 'payload_too_large' });
      }
      const params = Object.fromEntries(
        Object.entries(match.params).map(([k, v]) => [k, v ?? '']),
      ) as Record<string, string>;
      const event = toApiGatewayEvent(req, body, route, params);
      if (!existsSync(new URL(`${route.handler}.ts`, HANDLERS_DIR))) {
        return sendJson(res, 501, {
          error: 'Funzione non ancora disponibile',
          code: 'not_implemented',
        });
      }
      const handler = await loadHandler(route.handler);
      const result = await handler(event, lambdaContext(route.handler));
      res.statusCode = result.statusCode ?? 200;
      for (const [name, value] of Object.entries(result.headers ?? {})) {
        // Middlewares "remove" headers such as Server by setting them undefined.
        if (value !== undefined && value !== '') res.setHeader(name, String(value));
      }
      if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
      res.end(
        result.body
          ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
          : undefined,
      );
    } catch (error) {
      // A handler that throws past its own error middleware is a bug: show it in the console.
      console.error(error);
      sendJson(res, 500, { error: 'Errore interno del server', code: 'internal_error' });
    }
  });
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_REQUEST_BYTES ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function notFoundPage(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('404 Not Found');
}

function placeholderPage(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    '<!doctype html><html lang="it"><meta charset="utf-8"><title>Catania Centro Apartments</title>' +
      '<h1>Catania Centro Apartments</h1><p>Il sito web non è ancora stato compilato. ' +
      'Le API sono su <a href="/api/apartments">/api/apartments</a>.</p></html>',
  );
}
