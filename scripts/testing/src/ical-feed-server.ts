import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { addDays, todayInRome } from '@catania/shared/domain/dates';

/**
 * A local HTTP server for iCal feeds in tests: serves the realistic fixtures of
 * `ical-fixtures/` with their `{{D+n}}` placeholders turned into dates relative to today in Rome
 * (so the tests never age), and any route a test defines (faults: 404, a hang, HTML, 10 MB,
 * redirects).
 */
export type FeedRoute = (req: IncomingMessage, res: ServerResponse) => void;

export const FIXTURES = ['airbnb', 'booking-com', 'vrbo', 'google-calendar'] as const;
export type FixtureName = (typeof FIXTURES)[number];

const FIXTURE_DIR = new URL('./ical-fixtures/', import.meta.url);

/** `{{D+10}}` -> `20260520` when today is 2026-05-10. */
export function renderFixture(name: FixtureName, today = todayInRome()): string {
  const template = readFileSync(new URL(`${name}.ics`, FIXTURE_DIR), 'utf8');
  return template.replace(/\{\{D([+-]\d+)\}\}/g, (_, offset: string) =>
    addDays(today, Number(offset)).replaceAll('-', ''),
  );
}

export interface FeedServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>`, for ICAL_ALLOW_PRIVATE_HOSTS. */
  host: string;
  url(path: string): string;
  /** Serves `body` as text/calendar at `path` (replacing what was there). */
  serve(path: string, body: string, contentType?: string): void;
  route(path: string, handler: FeedRoute): void;
  /** How many requests each path received. */
  hits(path: string): number;
  stop(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const counts = new Map<string, number>();
  for (const name of FIXTURES) {
    routes.set(`/${name}.ics`, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      res.end(renderFixture(name));
    });
  }
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const handler = routes.get(path);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not Found');
      return;
    }
    handler(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    host: `127.0.0.1:${port}`,
    url: (path) => `${origin}${path}`,
    serve: (path, body, contentType = 'text/calendar; charset=utf-8') =>
      routes.set(path, (_req, res) => {
        res.writeHead(200, { 'content-type': contentType });
        res.end(body);
      }),
    route: (path, handler) => routes.set(path, handler),
    hits: (path) => counts.get(path) ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
