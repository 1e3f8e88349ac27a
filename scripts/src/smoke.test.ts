import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke } from './smoke';

/**
 * The smoke script against a site that behaves as deployed, then against the failures it must
 * catch. (Run by hand against `npm start` and against AWS: docs/operations.md.)
 */
type Route = (req: IncomingMessage, res: ServerResponse) => void;
const healthy: Record<string, Route> = {
  '/api/health': (_req, res) =>
    sendJson(res, 200, { status: 'ok', time: new Date().toISOString() }),
  '/api/apartments': (_req, res) => sendJson(res, 200, apartmentCatalogue),
  '/': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Catania</title><div id="root"></div>');
  },
  '/api/admin/session': (_req, res) => sendJson(res, 401, { error: 'Non autorizzato' }),
};
let routes: Record<string, Route> = healthy;

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(req, res);
    else sendJson(res, 404, { error: 'Non trovato' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('smoke script', () => {
  it('passes a healthy site, one line per check', async () => {
    routes = healthy;
    const checks = await runSmoke(url);
    expect(checks).toHaveLength(4);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks[1]?.detail).toContain(`${apartmentCatalogue.length} appartamenti`);
  });

  it('fails when the API cannot reach its table, an admin route is open, or the page is missing', async () => {
    routes = {
      ...healthy,
      '/api/health': (_req, res) => sendJson(res, 500, { error: 'Errore interno' }),
      '/api/admin/session': (_req, res) => sendJson(res, 200, { authenticated: true }),
      '/': (_req, res) => sendJson(res, 404, { error: 'Non trovato' }),
    };
    const failed = (await runSmoke(url)).filter((c) => !c.ok);
    expect(failed.map((c) => c.detail)).toEqual([
      '/api/health: HTTP 500',
      '/: HTTP 404',
      '/api/admin/session: HTTP 200, atteso 401',
    ]);
  });

  it('fails on an unreachable site, naming it', async () => {
    const checks = await runSmoke('http://127.0.0.1:9');
    expect(checks.every((c) => !c.ok)).toBe(true);
  });
});
