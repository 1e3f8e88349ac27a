import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { createRefund, createSession, expireRecord, findSession } from './checkout';
import { type FormValue, list, obj, parseForm, str } from './form';
import { dashboard, handlePage, sendHtml } from './hosted-pages';
import { stripeError } from './objects';
import { type Account, API_VERSION, ApiError, accountOf, type EmulatorState } from './state';
import { deliverHeld, heldEvents, hold, registerEndpoint, release } from './webhooks';

/**
 * Which request goes where: the /v1 API (Stripe's paths and answers), the hosted page, the
 * dashboard, and the emulator's own routes for tests and benchmarks (/_emulator/...).
 */

/** Form params given as a map (`metadata[key]=value`), keeping string values only. */
function stringMap(value: FormValue | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(value) ?? {})) {
    if (typeof v === 'string') map[k] = v;
  }
  return map;
}

function listOf<T>(url: string, data: T[], limitParam?: string) {
  const limit = Math.min(Math.max(Number(limitParam ?? 10) || 10, 1), 100);
  return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url };
}

/** Stripe shows an endpoint's signing secret once, in the answer that creates it. */
function withoutSecret(endpoint: Stripe.WebhookEndpoint) {
  const { secret: _secret, ...rest } = endpoint;
  return rest;
}

/** POST /v1/webhook_endpoints/:id: the URL, events, description, metadata, disabled. */
function updateEndpoint(endpoint: Stripe.WebhookEndpoint, params: ReturnType<typeof parseForm>) {
  const url = str(params.url);
  if (url !== undefined) {
    if (!URL.canParse(url)) throw new ApiError(400, 'Invalid URL', { param: 'url' });
    endpoint.url = url;
  }
  if (params.enabled_events !== undefined) {
    const events = list(params.enabled_events).map(String);
    if (events.length === 0) {
      throw new ApiError(400, 'Invalid array: enabled_events', { param: 'enabled_events' });
    }
    endpoint.enabled_events = events;
  }
  const description = str(params.description);
  if (description !== undefined) endpoint.description = description || null;
  if (params.metadata !== undefined) {
    endpoint.metadata = { ...endpoint.metadata, ...stringMap(params.metadata) };
  }
  const disabled = str(params.disabled);
  if (disabled !== undefined) endpoint.status = disabled === 'true' ? 'disabled' : 'enabled';
}

/** The /v1 API: authenticated by the secret key, answered in JSON. */
function api(
  state: EmulatorState,
  method: string,
  path: string,
  owner: Account,
  params: ReturnType<typeof parseForm>,
  query: URLSearchParams,
): unknown {
  const param = (pattern: RegExp) => {
    const found = pattern.exec(path)?.[1];
    return found === undefined ? undefined : decodeURIComponent(found);
  };
  const sessionId = param(/^\/v1\/checkout\/sessions\/([^/]+)$/);
  const expireId = param(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
  const refundId = param(/^\/v1\/refunds\/([^/]+)$/);
  const endpointId = param(/^\/v1\/webhook_endpoints\/([^/]+)$/);
  const eventId = param(/^\/v1\/events\/([^/]+)$/);
  if (path === '/v1/checkout/sessions') {
    if (method === 'POST') return createSession(state, owner, params);
    if (method === 'GET') {
      // Newest first, filtered by the payment it made as Stripe's list is.
      const paymentIntent = query.get('payment_intent');
      const all = [...owner.sessions.values()]
        .map((r) => r.session)
        .filter((session) => !paymentIntent || session.payment_intent === paymentIntent)
        .reverse();
      return listOf(path, all, query.get('limit') ?? undefined);
    }
  }
  if (sessionId) {
    const id = sessionId;
    if (method === 'GET') return findSession(owner, id).session;
    if (method === 'POST') {
      const record = findSession(owner, id);
      const metadata = obj(params.metadata);
      if (metadata) {
        const merged: Record<string, string> = { ...(record.session.metadata ?? {}) };
        for (const [k, v] of Object.entries(metadata)) {
          if (typeof v === 'string') merged[k] = v;
        }
        record.session.metadata = merged;
      }
      return record.session;
    }
  }
  if (expireId && method === 'POST') {
    return expireRecord(state, findSession(owner, expireId));
  }
  if (path === '/v1/refunds') {
    if (method === 'POST') return createRefund(state, owner, params);
    if (method === 'GET') {
      // Newest first, filtered by payment as Stripe's list does.
      const paymentIntent = query.get('payment_intent');
      const charge = query.get('charge');
      const all = [...owner.refunds.values()]
        .reverse()
        .filter(
          (r) =>
            (!paymentIntent || r.payment_intent === paymentIntent) &&
            (!charge || r.charge === charge),
        );
      return listOf(path, all, query.get('limit') ?? undefined);
    }
  }
  if (refundId && method === 'GET') {
    const refund = owner.refunds.get(refundId);
    if (!refund) {
      throw new ApiError(404, `No such refund: '${refundId}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    }
    return refund;
  }
  if (path === '/v1/webhook_endpoints') {
    if (method === 'POST') {
      const url = str(params.url);
      if (!url || !URL.canParse(url)) {
        throw new ApiError(400, 'Invalid URL', { param: 'url' });
      }
      const events = list(params.enabled_events).map(String);
      if (events.length === 0) {
        throw new ApiError(400, 'Missing required param: enabled_events.', {
          param: 'enabled_events',
        });
      }
      return registerEndpoint(
        owner,
        url,
        events,
        str(params.description) ?? null,
        stringMap(params.metadata),
      );
    }
    if (method === 'GET') {
      const all = [...owner.endpoints.values()].map(({ object }) => withoutSecret(object));
      return listOf(path, all.reverse(), query.get('limit') ?? undefined);
    }
  }
  if (endpointId) {
    const found = owner.endpoints.get(endpointId);
    if (!found) {
      throw new ApiError(404, `No such webhook endpoint: '${endpointId}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    }
    if (method === 'DELETE') {
      owner.endpoints.delete(endpointId);
      return { id: endpointId, object: 'webhook_endpoint', deleted: true };
    }
    if (method === 'POST') updateEndpoint(found.object, params);
    if (method === 'GET' || method === 'POST') return withoutSecret(found.object);
  }
  if (eventId && method === 'GET') {
    const event = owner.events.get(eventId);
    if (!event) {
      throw new ApiError(404, `No such event: '${eventId}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    }
    return event;
  }
  throw new ApiError(404, `Unrecognized request URL (${method}: ${path}).`);
}

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
