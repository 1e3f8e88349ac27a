import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { api } from './api';
import { parseForm } from './form';
import { dashboard, handlePage, sendHtml } from './hosted-pages';
import { stripeError } from './objects';
import { API_VERSION, ApiError, accountOf, type EmulatorState } from './state';
import { deliverHeld, heldEvents, hold, release } from './webhooks';

/**
 * Which request goes where: the /v1 API (authenticated, idempotent; its resources in api.ts), the
 * hosted page, the dashboard, and the emulator's own routes for tests and benchmarks
 * (/_emulator/...).
 */

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(7).toString('hex')}`,
    'stripe-version': API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(body, null, 2));
}

/** The /v1 API with Stripe's authentication and idempotent requests. */
function handleApi(
  state: EmulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
) {
  const auth = req.headers.authorization ?? '';
  const key = /^Bearer (sk_test_[A-Za-z0-9_]+)$/.exec(auth)?.[1];
  if (!key) {
    return sendJson(
      res,
      401,
      stripeError(
        auth
          ? `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 12)}***`
          : 'You did not provide an API key.',
      ),
    );
  }
  const owner = accountOf(state, key);
  const method = req.method ?? 'GET';
  const idempotencyKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
  const fingerprint = createHash('sha256')
    .update(`${method} ${url.pathname} ${body}`)
    .digest('hex');
  if (typeof idempotencyKey === 'string') {
    const seen = owner.idempotency.get(idempotencyKey);
    if (seen) {
      if (seen.fingerprint !== fingerprint) {
        return sendJson(
          res,
          400,
          stripeError(
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            { type: 'idempotency_error' },
          ),
        );
      }
      return sendJson(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
    }
  }
  let status = 200;
  let answer: unknown;
  try {
    answer = api(state, method, url.pathname, owner, parseForm(body), url.searchParams);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    status = error.status;
    answer = stripeError(error.message, error.extra);
  }
  if (typeof idempotencyKey === 'string') {
    owner.idempotency.set(idempotencyKey, { fingerprint, status, body: answer });
  }
  sendJson(res, status, answer);
}

/** Delivery control (/_emulator/webhooks/...), authenticated by the account's secret key. */
function handleDeliveryControl(
  state: EmulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const key = /^Bearer (sk_test_[A-Za-z0-9_]+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!key) return sendJson(res, 401, stripeError('You did not provide an API key.'));
  const owner = accountOf(state, key);
  const action = `${req.method} ${url.pathname.slice('/_emulator/webhooks/'.length)}`;
  if (action === 'POST hold') {
    hold(owner);
    return sendJson(res, 200, { holding: true });
  }
  if (action === 'GET held') return sendJson(res, 200, { data: heldEvents(owner) });
  if (action === 'POST release') {
    release(state, owner);
    return sendJson(res, 200, { holding: false });
  }
  if (action === 'POST deliver') {
    deliverHeld(state, owner, url.searchParams.get('event') ?? '').then(
      (data) => sendJson(res, 200, { data }),
      (error: unknown) =>
        error instanceof ApiError
          ? sendJson(res, error.status, stripeError(error.message, error.extra))
          : sendJson(res, 500, stripeError('Internal emulator error', { type: 'api_error' })),
    );
    return;
  }
  sendJson(res, 404, stripeError(`Unrecognized request URL (${action}).`));
}

/** Answers one request, its body read. */
export function route(
  state: EmulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (url.pathname.startsWith('/v1/')) return handleApi(state, req, res, url, body);
    if (url.pathname.startsWith('/c/pay/')) return handlePage(state, req, res, url, body);
    if (url.pathname === '/' && req.method === 'GET') return sendHtml(res, 200, dashboard(state));
    if (url.pathname === '/health') return sendJson(res, 200, { ok: true });
    // The webhook delivery log as JSON (benchmarks time webhook -> mail from it).
    if (url.pathname === '/_emulator/deliveries') {
      const event = url.searchParams.get('session');
      const wanted = event
        ? state.deliveries.filter((d) => state.deliveryBySession.get(d.eventId) === event)
        : state.deliveries;
      return sendJson(res, 200, { data: wanted });
    }
    if (url.pathname.startsWith('/_emulator/webhooks/')) {
      return handleDeliveryControl(state, req, res, url);
    }
    // Answers once the account of the key has nothing left to send: no webhook delivery in
    // flight or waiting for a retry, no async payment unsettled (a test's "no more mail").
    if (url.pathname === '/_emulator/idle') {
      const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const owner = state.accounts.get(key);
      void (async () => {
        while (owner && owner.pending.size > 0) await Promise.allSettled([...owner.pending]);
        sendJson(res, 200, { idle: true });
      })();
      return;
    }
    sendJson(res, 404, stripeError(`Unrecognized request URL (${req.method}: ${url.pathname}).`));
  } catch (error) {
    state.log(`emulator error: ${(error as Error).stack}`);
    sendJson(res, 500, stripeError('Internal emulator error', { type: 'api_error' }));
  }
}
