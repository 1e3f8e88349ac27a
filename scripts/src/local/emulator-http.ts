import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * What the emulators of the services unreachable here (Alloggiati Web, the Region's Osservatorio
 * Turistico) share: an HTTP server that reads each body whole, the control routes tests use on an
 * account (`/_emulator/accounts`, its clock, its faults, what it received), and a stop that also
 * ends the requests an emulator left hanging on purpose (its timeouts).
 */

export interface EmulatorServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export type EmulatorHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: string,
) => void;

export async function serveEmulator(
  handle: EmulatorHandler,
  options: {
    port?: number | undefined;
    host?: string | undefined;
    /** Answers the emulator leaves unanswered on purpose: ended by `stop`. */
    hanging: Set<ServerResponse>;
  },
): Promise<EmulatorServer> {
  const { hanging } = options;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://emulator').pathname;
      try {
        handle(req, res, path, body);
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An account's side of the control routes. */
export interface ControlledAccount {
  offsetMs: number;
  faults: unknown;
}

/** How the control routes reach an emulator's accounts. */
export interface AccountControl<A extends ControlledAccount> {
  /** Opens an account from the request's body; its id. */
  add(input: Record<string, unknown>): string;
  find(id: string): A | undefined;
  received(account: A): unknown;
}

/**
 * The control routes (the real services have none):
 *   POST /_emulator/accounts               opens an account (`add`), 201 {id}
 *   PUT  /_emulator/accounts/:id/clock     {offsetMs}: the account's "now" moves
 *   PUT  /_emulator/accounts/:id/faults    {mode, count, operation?}: the next calls misbehave
 *   GET  /_emulator/accounts/:id/received  what the account received (`received`)
 */
export function handleAccountControl<A extends ControlledAccount>(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: string,
  accounts: AccountControl<A>,
): void {
  const [status, value] = control(req.method ?? '', path, body, accounts);
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

function control<A extends ControlledAccount>(
  method: string,
  path: string,
  body: string,
  accounts: AccountControl<A>,
): [number, unknown] {
  const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  if (method === 'POST' && path === '/_emulator/accounts')
    return [201, { id: accounts.add(input) }];
  const match = /^\/_emulator\/accounts\/([^/]+)\/(clock|faults|received)$/.exec(path);
  const account = match ? accounts.find(decodeURIComponent(match[1] ?? '')) : undefined;
  if (!match || !account) return [404, { error: 'Unknown account' }];
  if (match[2] === 'clock' && method === 'PUT') {
    account.offsetMs = Number(input.offsetMs ?? 0);
    return [200, { offsetMs: account.offsetMs }];
  }
  if (match[2] === 'faults' && method === 'PUT') {
    account.faults = {
      mode: input.mode,
      count: Number(input.count ?? 1),
      ...(typeof input.operation === 'string' ? { operation: input.operation } : {}),
    };
    return [200, account.faults];
  }
  if (match[2] === 'received' && method === 'GET') return [200, accounts.received(account)];
  return [405, { error: 'Method not allowed' }];
}
