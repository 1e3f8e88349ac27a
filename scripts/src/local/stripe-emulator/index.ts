import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { type FormValue, list, obj, parseForm, str } from './form';
import {
  buildEvent,
  buildRefund,
  buildSession,
  buildWebhookEndpoint,
  type LineItemInput,
  nowSeconds,
  stripeError,
  stripeId,
} from './objects';
import { checkoutPage, esc, layout, messagePage, money } from './page';
import { type DeliveryAttempt, deliver } from './webhooks';

/**
 * A local Stripe: the Checkout API subset this product uses, reached by the real `stripe` SDK
 * through its host/port/protocol settings.
 *
 *   POST /v1/checkout/sessions, GET /v1/checkout/sessions[/:id], POST …/:id/expire
 *   POST /v1/refunds, GET /v1/refunds[/:id] (listed by payment_intent or charge)
 *   POST /v1/webhook_endpoints, GET /v1/webhook_endpoints,
 *   GET|POST|DELETE /v1/webhook_endpoints/:id
 *   GET  /v1/events/:id
 *   GET  /c/pay/:id          the Italian hosted page ('Paga', 'Annulla')
 *   GET  /                   a dashboard of sessions and webhook deliveries
 *
 * Delivery control (tests; authenticated by the account's secret key like the API), to replay
 * what Stripe does when a site is slow or down: events held back, then delivered late, twice or
 * out of order:
 *   POST /_emulator/webhooks/hold      hold the account's events instead of delivering them
 *   GET  /_emulator/webhooks/held      the held events, oldest first ({ data: Event[] })
 *   POST /_emulator/webhooks/deliver   ?event=<id>: one delivery of a held event now, in any
 *                                      order and as many times as asked; answers each
 *                                      endpoint's status ({ data: [{ url, status }] })
 *   POST /_emulator/webhooks/release   stop holding; the held events go out in order, retried
 *
 * Each secret key is its own account (its sessions, refunds, webhook endpoints), as on Stripe, so
 * one emulator serves every test file. Webhooks are signed as Stripe signs them and retried.
 */
export interface StripeEmulatorOptions {
  /** 0 or absent: any free port. */
  port?: number;
  host?: string;
  /** Sessions expire this many seconds after creation, sooner than their expires_at (tests). */
  expireAfterSeconds?: number;
  /** Delays between webhook attempts (Stripe retries for days; locally seconds). */
  retryDelaysMs?: number[];
  /** An async (SEPA) payment settles after this long. */
  asyncSettleMs?: number;
  /** The clock sessions expire by, in epoch ms (tests move it instead of waiting). */
  now?: () => number;
  log?: (line: string) => void;
}

export interface StripeEmulator {
  url: string;
  port: number;
  /** What the functions' config needs to reach it through the SDK. */
  sdkEnv: { STRIPE_API_HOST: string; STRIPE_API_PORT: string; STRIPE_API_PROTOCOL: 'http' };
  /** Registers a webhook endpoint for an account (all events); returns its signing secret. */
  registerWebhook(apiKey: string, url: string): string;
  /** A session by id, whatever its account (tests). */
  session(id: string): Stripe.Checkout.Session | undefined;
  /** Pays an open session as the hosted page would. */
  pay(
    sessionId: string,
    options?: { method?: 'card' | 'sepa_debit'; asyncOutcome?: 'succeeded' | 'failed' },
  ): Stripe.Checkout.Session;
  /** Expires an open session now (sends checkout.session.expired). */
  expire(sessionId: string): Stripe.Checkout.Session;
  /** Expires every open session whose lifetime is over by the clock (done every 250 ms too). */
  expireDue(): void;
  deliveries: DeliveryAttempt[];
  /** Delivery control: hold an account's events back, list them, deliver one, release all. */
  webhooks: {
    hold(apiKey: string): void;
    held(apiKey: string): Stripe.Event[];
    deliver(apiKey: string, eventId: string): Promise<{ url: string; status: number | null }[]>;
    release(apiKey: string): void;
  };
  /** Resolves when no webhook delivery is in flight. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface Endpoint {
  object: Stripe.WebhookEndpoint;
  secret: string;
}

interface Account {
  key: string;
  sessions: Map<string, SessionRecord>;
  refunds: Map<string, Stripe.Refund>;
  endpoints: Map<string, Endpoint>;
  events: Map<string, Stripe.Event>;
  idempotency: Map<string, { fingerprint: string; status: number; body: unknown }>;
  /** Its webhook deliveries (retries included) and async payments not settled yet. */
  pending: Set<Promise<unknown>>;
  /** While set, events are kept here instead of delivered (delivery control). */
  held?: Stripe.Event[];
}

interface SessionRecord {
  session: Stripe.Checkout.Session;
  account: Account;
  lineItems: LineItemInput[];
  /** Epoch ms at which the session expires (expires_at, or sooner in tests). */
  expiresAtMs: number;
  chargeId?: string;
  refunded: number;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

/** Form params given as a map (`metadata[key]=value`), keeping string values only. */
function stringMap(value: FormValue | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(value) ?? {})) {
    if (typeof v === 'string') map[k] = v;
  }
  return map;
}

const API_VERSION = '2026-10-28.endive';
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 3600;

export async function startStripeEmulator(
  options: StripeEmulatorOptions = {},
): Promise<StripeEmulator> {
  const accounts = new Map<string, Account>();
  const sessions = new Map<string, SessionRecord>();
  const deliveries: DeliveryAttempt[] = [];
  /** Event id -> the Checkout Session it is about. */
  const deliveryBySession = new Map<string, string>();
  const inFlight = new Set<Promise<unknown>>();
  const retryDelaysMs = options.retryDelaysMs ?? [500, 2_000, 5_000, 15_000, 30_000];
  const asyncSettleMs = options.asyncSettleMs ?? 3_000;
  const log = options.log ?? (() => {});
  const clock = options.now ?? Date.now;
  let stopped = false;
  let baseUrl = '';

  const account = (key: string): Account => {
    let found = accounts.get(key);
    if (!found) {
      found = {
        key,
        sessions: new Map(),
        refunds: new Map(),
        endpoints: new Map(),
        events: new Map(),
        idempotency: new Map(),
        pending: new Set(),
      };
      accounts.set(key, found);
    }
    return found;
  };

  const registerEndpoint = (
    owner: Account,
    url: string,
    enabledEvents: string[],
    description: string | null = null,
    metadata: Record<string, string> = {},
  ) => {
    const secret = `whsec_${randomBytes(24).toString('hex')}`;
    const object = buildWebhookEndpoint({ url, enabledEvents, secret, description, metadata });
    owner.endpoints.set(object.id, { object, secret });
    return object;
  };

  const pendingFor = (owner: Account, work: Promise<unknown>) => {
    const tracked = work.finally(() => owner.pending.delete(tracked));
    owner.pending.add(tracked);
  };

  /** The account's enabled endpoints that want events of this type. */
  const targetsOf = (owner: Account, type: string) =>
    [...owner.endpoints.values()].filter(
      (e) =>
        e.object.status === 'enabled' &&
        (e.object.enabled_events.includes('*') || e.object.enabled_events.includes(type)),
    );

  const recordAttempt = (attempt: DeliveryAttempt) => {
    deliveries.push(attempt);
    if (deliveries.length > 1000) deliveries.shift();
    log(
      `webhook ${attempt.eventType} attempt ${attempt.attempt}: ${attempt.status ?? attempt.error}`,
    );
  };

  /** Delivers an event to every endpoint that wants it, retried as Stripe retries. */
  const send = (owner: Account, event: Stripe.Event, delays = retryDelaysMs) =>
    targetsOf(owner, event.type).map((target) => {
      const attempts: DeliveryAttempt[] = [];
      const delivery = deliver(
        event,
        { url: target.object.url, secret: target.secret },
        {
          retryDelaysMs: delays,
          timeoutMs: 10_000,
          record: (attempt) => {
            attempts.push(attempt);
            recordAttempt(attempt);
          },
          stopped: () => stopped,
        },
      )
        .then(() => ({ url: target.object.url, status: attempts.at(-1)?.status ?? null }))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      pendingFor(owner, delivery);
      return delivery;
    });

  /** Records an event and delivers it (or holds it back, under delivery control). */
  const emit = (
    owner: Account,
    type: Stripe.Event.Type,
    object: Stripe.Checkout.Session | Stripe.Refund,
  ) => {
    const targets = targetsOf(owner, type);
    // A snapshot of the object (buildEvent clones it): a held event says what was true then.
    const event = buildEvent(type, object, API_VERSION, targets.length);
    owner.events.set(event.id, event);
    if (object.object === 'checkout.session') deliveryBySession.set(event.id, object.id);
    if (owner.held) {
      log(`event ${event.type} ${event.id} held back`);
      owner.held.push(event);
      return event;
    }
    log(`event ${event.type} ${event.id} -> ${targets.length} endpoint(s)`);
    send(owner, event);
    return event;
  };

  const findSession = (owner: Account, id: string): SessionRecord => {
    const record = owner.sessions.get(id);
    if (!record) {
      throw new ApiError(404, `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    }
    return record;
  };

  const expireRecord = (record: SessionRecord) => {
    if (record.session.status !== 'open') {
      throw new ApiError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.', {
        code: 'checkout_session_not_open',
      });
    }
    record.session.status = 'expired';
    record.session.url = null;
    emit(record.account, 'checkout.session.expired', record.session);
    return record.session;
  };

  const payRecord = (
    record: SessionRecord,
    method: 'card' | 'sepa_debit',
    details: { name?: string; email?: string } = {},
    asyncOutcome: 'succeeded' | 'failed' = 'succeeded',
  ) => {
    const { session } = record;
    if (session.status !== 'open') {
      throw new ApiError(400, `This Checkout Session is ${session.status}.`, {
        code: 'checkout_session_not_open',
      });
    }
    session.status = 'complete';
    session.url = null;
    session.payment_intent = stripeId('pi');
    session.payment_method_types = [method];
    record.chargeId = stripeId('ch');
    session.customer_details = {
      address: null,
      business_name: null,
      email: details.email || session.customer_email,
      individual_name: null,
      name: details.name || null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    if (method === 'card') {
      session.payment_status = 'paid';
      emit(record.account, 'checkout.session.completed', session);
      return session;
    }
    session.payment_status = 'unpaid';
    emit(record.account, 'checkout.session.completed', session);
    const settle = new Promise<void>((resolve) => {
      setTimeout(() => {
        resolve();
        if (stopped) return;
        if (asyncOutcome === 'succeeded') {
          session.payment_status = 'paid';
          emit(record.account, 'checkout.session.async_payment_succeeded', session);
        } else {
          emit(record.account, 'checkout.session.async_payment_failed', session);
        }
      }, asyncSettleMs).unref();
    });
    pendingFor(record.account, settle);
    return session;
  };

  // --- API ------------------------------------------------------------------------------------

  const createSession = (owner: Account, params: ReturnType<typeof parseForm>) => {
    const mode = str(params.mode);
    if (mode !== 'payment') {
      throw new ApiError(400, 'This emulator supports mode=payment only.', { param: 'mode' });
    }
    const successUrl = str(params.success_url);
    if (!successUrl || !URL.canParse(successUrl.replace('{CHECKOUT_SESSION_ID}', 'x'))) {
      throw new ApiError(400, 'Not a valid URL', { param: 'success_url' });
    }
    const cancelUrl = str(params.cancel_url) ?? null;
    if (cancelUrl && !URL.canParse(cancelUrl)) {
      throw new ApiError(400, 'Not a valid URL', { param: 'cancel_url' });
    }
    const items = list(params.line_items);
    if (items.length === 0) {
      throw new ApiError(400, 'You must provide at least one line item.', {
        param: 'line_items',
      });
    }
    const lineItems = items.map((raw, i): LineItemInput => {
      const item = obj(raw) ?? {};
      if (item.price) {
        throw new ApiError(400, `No such price: '${str(item.price)}'`, {
          code: 'resource_missing',
          param: `line_items[${i}][price]`,
        });
      }
      const priceData = obj(item.price_data);
      const product = obj(priceData?.product_data);
      const currency = str(priceData?.currency)?.toLowerCase();
      const unitAmount = Number(str(priceData?.unit_amount));
      const quantity = Number(str(item.quantity) ?? '1');
      if (!priceData || !currency || !str(product?.name)) {
        throw new ApiError(400, 'Missing required param: line_items[0][price_data].', {
          param: `line_items[${i}][price_data]`,
        });
      }
      if (!Number.isInteger(unitAmount) || unitAmount < 0) {
        throw new ApiError(400, 'Invalid integer: unit_amount', {
          param: `line_items[${i}][price_data][unit_amount]`,
        });
      }
      if (!Number.isInteger(quantity) || quantity < 1) {
        throw new ApiError(400, 'Invalid integer: quantity', {
          param: `line_items[${i}][quantity]`,
        });
      }
      return {
        name: str(product?.name) as string,
        description: str(product?.description),
        unitAmount,
        quantity,
        currency,
      };
    });
    const currency = lineItems[0]?.currency ?? 'eur';
    if (lineItems.some((item) => item.currency !== currency)) {
      throw new ApiError(400, 'All line items must have the same currency.', {
        param: 'line_items',
      });
    }
    const total = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    if (total < 50) {
      throw new ApiError(
        400,
        "The Checkout Session's total amount due must add up to at least €0.50 eur",
        { param: 'line_items' },
      );
    }
    const now = nowSeconds();
    const expiresAtParam = str(params.expires_at);
    const expiresAt = expiresAtParam ? Number(expiresAtParam) : now + MAX_EXPIRY_SECONDS;
    if (!Number.isInteger(expiresAt)) {
      throw new ApiError(400, 'Invalid integer: expires_at', { param: 'expires_at' });
    }
    if (expiresAt - now < MIN_EXPIRY_SECONDS) {
      throw new ApiError(
        400,
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        { param: 'expires_at' },
      );
    }
    if (expiresAt - now > MAX_EXPIRY_SECONDS) {
      throw new ApiError(
        400,
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        { param: 'expires_at' },
      );
    }
    const reference = str(params.client_reference_id) ?? null;
    if (reference && reference.length > 200) {
      throw new ApiError(400, 'Invalid string: client_reference_id is too long', {
        param: 'client_reference_id',
      });
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(obj(params.metadata) ?? {})) {
      if (typeof value !== 'string') continue;
      if (key.length > 40 || value.length > 500) {
        throw new ApiError(400, `Invalid metadata: ${key}`, { param: `metadata[${key}]` });
      }
      metadata[key] = value;
    }
    const id = stripeId('cs_test', 58);
    const session = buildSession(id, {
      mode: 'payment',
      successUrl,
      cancelUrl,
      clientReferenceId: reference,
      customerEmail: str(params.customer_email) ?? null,
      locale: (str(params.locale) as Stripe.Checkout.Session.Locale | undefined) ?? null,
      metadata,
      expiresAt,
      currency,
      lineItems,
      paymentMethodTypes: list(params.payment_method_types).map(String).length
        ? list(params.payment_method_types).map(String)
        : ['card'],
      url: `${baseUrl}/c/pay/${id}`,
    });
    const lifetimeMs =
      options.expireAfterSeconds !== undefined
        ? Math.min(options.expireAfterSeconds, expiresAt - now) * 1000
        : (expiresAt - now) * 1000;
    const record: SessionRecord = {
      session,
      account: owner,
      lineItems,
      expiresAtMs: clock() + lifetimeMs,
      refunded: 0,
    };
    owner.sessions.set(id, record);
    sessions.set(id, record);
    log(`session ${id} created (${money(total, currency)}, ref ${reference ?? '-'})`);
    return session;
  };

  const createRefund = (owner: Account, params: ReturnType<typeof parseForm>) => {
    const paymentIntent = str(params.payment_intent);
    const charge = str(params.charge);
    if (!paymentIntent && !charge) {
      throw new ApiError(400, 'One of `charge` or `payment_intent` is required.', {
        param: 'payment_intent',
      });
    }
    const record = [...owner.sessions.values()].find(
      (r) =>
        (paymentIntent && r.session.payment_intent === paymentIntent) ||
        (charge && r.chargeId === charge),
    );
    if (!record?.chargeId) {
      throw new ApiError(
        404,
        paymentIntent
          ? `No such payment_intent: '${paymentIntent}'`
          : `No such charge: '${charge}'`,
        { code: 'resource_missing', param: paymentIntent ? 'payment_intent' : 'charge' },
      );
    }
    if (record.session.payment_status !== 'paid') {
      throw new ApiError(400, 'This PaymentIntent does not have a successful charge to refund.', {
        code: 'charge_not_refundable',
      });
    }
    const total = record.session.amount_total ?? 0;
    const remaining = total - record.refunded;
    if (remaining <= 0) {
      throw new ApiError(400, `Charge ${record.chargeId} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = str(params.amount) ? Number(str(params.amount)) : remaining;
    if (!Number.isInteger(amount) || amount < 1) {
      throw new ApiError(400, 'Invalid integer: amount', { param: 'amount' });
    }
    if (amount > remaining) {
      throw new ApiError(
        400,
        `Refund amount (${money(amount, record.session.currency)}) is greater than unrefunded amount on charge (${money(remaining, record.session.currency)})`,
        { param: 'amount', code: 'amount_too_large' },
      );
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(obj(params.metadata) ?? {})) {
      if (typeof value === 'string') metadata[key] = value;
    }
    const refund = buildRefund({
      amount,
      currency: record.session.currency ?? 'eur',
      paymentIntent: record.session.payment_intent as string,
      charge: record.chargeId,
      reason: (str(params.reason) as Stripe.Refund.Reason | undefined) ?? null,
      metadata,
    });
    record.refunded += amount;
    owner.refunds.set(refund.id, refund);
    emit(owner, 'refund.created', refund);
    return refund;
  };

  const listOf = <T>(url: string, data: T[], limitParam?: string) => {
    const limit = Math.min(Math.max(Number(limitParam ?? 10) || 10, 1), 100);
    return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url };
  };

  /** Stripe shows an endpoint's signing secret once, in the answer that creates it. */
  const withoutSecret = (endpoint: Stripe.WebhookEndpoint) => {
    const { secret: _secret, ...rest } = endpoint;
    return rest;
  };

  /** POST /v1/webhook_endpoints/:id: the URL, events, description, metadata, disabled. */
  const updateEndpoint = (
    endpoint: Stripe.WebhookEndpoint,
    params: ReturnType<typeof parseForm>,
  ) => {
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
  };

  /** The /v1 API: authenticated by the secret key, answered in JSON. */
  const api = (
    method: string,
    path: string,
    owner: Account,
    params: ReturnType<typeof parseForm>,
    query: URLSearchParams,
  ): unknown => {
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
      if (method === 'POST') return createSession(owner, params);
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
      return expireRecord(findSession(owner, expireId));
    }
    if (path === '/v1/refunds') {
      if (method === 'POST') return createRefund(owner, params);
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
  };

  const sendJson = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(7).toString('hex')}`,
      'stripe-version': API_VERSION,
      ...headers,
    });
    res.end(JSON.stringify(body, null, 2));
  };

  const handleApi = (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => {
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
    const owner = account(key);
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
      answer = api(method, url.pathname, owner, parseForm(body), url.searchParams);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      answer = stripeError(error.message, error.extra);
    }
    if (typeof idempotencyKey === 'string') {
      owner.idempotency.set(idempotencyKey, { fingerprint, status, body: answer });
    }
    sendJson(res, status, answer);
  };

  // --- Hosted page and dashboard ----------------------------------------------------------------

  const sendHtml = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(html);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location, 'cache-control': 'no-store' });
    res.end();
  };

  const successUrlOf = (session: Stripe.Checkout.Session) =>
    (session.success_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id);

  const closedPage = (record: SessionRecord) =>
    messagePage(
      'Sessione di pagamento scaduta',
      'Questa pagina di pagamento non è più valida. Torna al sito per ricominciare la prenotazione.',
      record.session.cancel_url
        ? { href: record.session.cancel_url, label: 'Torna al sito' }
        : undefined,
    );

  const handlePage = (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => {
    const m = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    const record = m ? sessions.get(decodeURIComponent(m[1] as string)) : undefined;
    if (!record) {
      return sendHtml(
        res,
        404,
        messagePage('Pagina non trovata', 'Questa sessione di pagamento non esiste.'),
      );
    }
    const { session } = record;
    if (req.method === 'GET') {
      if (session.status === 'complete') return redirect(res, successUrlOf(session));
      if (session.status !== 'open') return sendHtml(res, 410, closedPage(record));
      return sendHtml(res, 200, checkoutPage(session, record.lineItems));
    }
    const form = new URLSearchParams(body);
    if (form.get('action') === 'cancel') {
      log(`session ${session.id}: the guest cancelled on the payment page`);
      return redirect(res, session.cancel_url ?? '/');
    }
    if (session.status === 'complete') return redirect(res, successUrlOf(session));
    if (session.status !== 'open') return sendHtml(res, 410, closedPage(record));
    const method = form.get('method') === 'sepa_debit' ? 'sepa_debit' : 'card';
    const card = (form.get('card') ?? '').replace(/\D/g, '');
    if (method === 'card') {
      if (card === '4000000000000002') {
        return sendHtml(res, 402, checkoutPage(session, record.lineItems, 'declined'));
      }
      if (card.length < 12) {
        return sendHtml(res, 400, checkoutPage(session, record.lineItems, 'invalidNumber'));
      }
    }
    payRecord(record, method, {
      name: form.get('name') ?? undefined,
      email: form.get('email') ?? undefined,
    });
    return redirect(res, successUrlOf(session));
  };

  const dashboard = () => {
    const rows = [...sessions.values()]
      .reverse()
      .slice(0, 100)
      .map(
        ({ session }) =>
          `<tr><td><a href="/c/pay/${esc(session.id)}">${esc(session.id.slice(0, 24))}…</a></td><td>${esc(session.status)}</td><td>${esc(session.payment_status)}</td><td>${esc(money(session.amount_total, session.currency))}</td><td>${esc(session.client_reference_id)}</td><td>${esc(new Date(session.created * 1000).toLocaleString('it-IT'))}</td></tr>`,
      )
      .join('');
    const events = deliveries
      .slice(-50)
      .reverse()
      .map(
        (d) =>
          `<tr><td>${esc(d.eventType)}</td><td>${esc(d.eventId)}</td><td>${esc(d.attempt)}</td><td>${esc(d.status ?? d.error)}</td><td>${esc(d.endpointUrl)}</td></tr>`,
      )
      .join('');
    return layout(
      'Emulatore Stripe',
      `<div style="max-width:1100px;margin:24px auto;padding:0 16px"><h1>Emulatore Stripe (Checkout)</h1>
<h2>Sessioni</h2><table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><tr><th>Sessione</th><th>Stato</th><th>Pagamento</th><th>Importo</th><th>Prenotazione</th><th>Creata</th></tr>${rows}</table>
<h2>Webhook consegnati</h2><table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><tr><th>Evento</th><th>Id</th><th>Tentativo</th><th>Esito</th><th>Endpoint</th></tr>${events}</table></div>`,
    );
  };

  // --- Delivery control ------------------------------------------------------------------------

  const hold = (owner: Account) => {
    owner.held ??= [];
  };
  const heldEvents = (owner: Account) => [...(owner.held ?? [])];
  /** One delivery of a held event to each endpoint, now, without retries; their answers. */
  const deliverHeld = async (owner: Account, eventId: string) => {
    const event = owner.held?.find((e) => e.id === eventId);
    if (!event)
      throw new ApiError(404, `No held event: '${eventId}'`, { code: 'resource_missing' });
    return Promise.all(send(owner, event, []));
  };
  const release = (owner: Account) => {
    const held = owner.held ?? [];
    owner.held = undefined;
    for (const event of held) send(owner, event);
  };

  const handleDeliveryControl = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const key = /^Bearer (sk_test_[A-Za-z0-9_]+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key) return sendJson(res, 401, stripeError('You did not provide an API key.'));
    const owner = account(key);
    const action = `${req.method} ${url.pathname.slice('/_emulator/webhooks/'.length)}`;
    if (action === 'POST hold') {
      hold(owner);
      return sendJson(res, 200, { holding: true });
    }
    if (action === 'GET held') return sendJson(res, 200, { data: heldEvents(owner) });
    if (action === 'POST release') {
      release(owner);
      return sendJson(res, 200, { holding: false });
    }
    if (action === 'POST deliver') {
      deliverHeld(owner, url.searchParams.get('event') ?? '').then(
        (data) => sendJson(res, 200, { data }),
        (error: unknown) =>
          error instanceof ApiError
            ? sendJson(res, error.status, stripeError(error.message, error.extra))
            : sendJson(res, 500, stripeError('Internal emulator error', { type: 'api_error' })),
      );
      return;
    }
    sendJson(res, 404, stripeError(`Unrecognized request URL (${action}).`));
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://localhost');
      try {
        if (url.pathname.startsWith('/v1/')) return handleApi(req, res, url, body);
        if (url.pathname.startsWith('/c/pay/')) return handlePage(req, res, url, body);
        if (url.pathname === '/' && req.method === 'GET') return sendHtml(res, 200, dashboard());
        if (url.pathname === '/health') return sendJson(res, 200, { ok: true });
        // The webhook delivery log as JSON (benchmarks time webhook -> mail from it).
        if (url.pathname === '/_emulator/deliveries') {
          const event = url.searchParams.get('session');
          const wanted = event
            ? deliveries.filter((d) => deliveryBySession.get(d.eventId) === event)
            : deliveries;
          return sendJson(res, 200, { data: wanted });
        }
        if (url.pathname.startsWith('/_emulator/webhooks/')) {
          return handleDeliveryControl(req, res, url);
        }
        // Answers once the account of the key has nothing left to send: no webhook delivery in
        // flight or waiting for a retry, no async payment unsettled (a test's "no more mail").
        if (url.pathname === '/_emulator/idle') {
          const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
          const owner = accounts.get(key);
          void (async () => {
            while (owner && owner.pending.size > 0) await Promise.allSettled([...owner.pending]);
            sendJson(res, 200, { idle: true });
          })();
          return;
        }
        sendJson(
          res,
          404,
          stripeError(`Unrecognized request URL (${req.method}: ${url.pathname}).`),
        );
      } catch (error) {
        log(`emulator error: ${(error as Error).stack}`);
        sendJson(res, 500, stripeError('Internal emulator error', { type: 'api_error' }));
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Like the gateway: every interface, so both localhost (::1) and 127.0.0.1 reach it.
    if (options.host) server.listen(options.port ?? 0, options.host, resolve);
    else server.listen(options.port ?? 0, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  baseUrl = `http://localhost:${port}`;

  const expireDue = () => {
    const now = clock();
    for (const record of sessions.values()) {
      if (record.session.status === 'open' && now >= record.expiresAtMs) {
        log(`session ${record.session.id} expired`);
        expireRecord(record);
      }
    }
  };
  const ticker = setInterval(expireDue, 250);
  ticker.unref();

  const bySessionId = (id: string) => {
    const record = sessions.get(id);
    if (!record) throw new Error(`No such session ${id}`);
    return record;
  };

  return {
    url: baseUrl,
    port,
    sdkEnv: {
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    registerWebhook: (apiKey, url) => {
      const endpoint = registerEndpoint(account(apiKey), url, ['*'], 'local stack');
      return endpoint.secret as string;
    },
    session: (id) => sessions.get(id)?.session,
    pay: (id, payOptions = {}) =>
      payRecord(bySessionId(id), payOptions.method ?? 'card', {}, payOptions.asyncOutcome),
    expire: (id) => expireRecord(bySessionId(id)),
    expireDue,
    deliveries,
    webhooks: {
      hold: (key) => hold(account(key)),
      held: (key) => heldEvents(account(key)),
      deliver: (key, eventId) => deliverHeld(account(key), eventId),
      release: (key) => release(account(key)),
    },
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    stop: async () => {
      stopped = true;
      clearInterval(ticker);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
