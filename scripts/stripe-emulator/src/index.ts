import { createServer, type Server } from 'node:http';
import type Stripe from 'stripe';
import { expireDue, expireRecord, payRecord } from './checkout';
import { route } from './routes';
import { accountOf, createState, type StripeEmulatorOptions } from './state';
import {
  type DeliveryAttempt,
  deliverHeld,
  heldEvents,
  hold,
  registerEndpoint,
  release,
} from './webhooks';

export type { StripeEmulatorOptions } from './state';

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
 *
 * The modules: state.ts (what it knows, per account), checkout.ts (sessions), refunds.ts,
 * webhooks.ts (events, their signed delivery and its control), routes.ts (which request goes
 * where, authentication and idempotency), api.ts (the API's answers, resource by resource),
 * hosted-pages.ts and page.ts (the payment page and the dashboard).
 */
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

/** Starts the emulator's server; its URL, the SDK settings that reach it, and its controls. */
export async function startStripeEmulator(
  options: StripeEmulatorOptions = {},
): Promise<StripeEmulator> {
  const state = createState(options);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => route(state, req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Like the gateway: every interface, so both localhost (::1) and 127.0.0.1 reach it.
    if (options.host) server.listen(options.port ?? 0, options.host, resolve);
    else server.listen(options.port ?? 0, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  state.baseUrl = `http://localhost:${port}`;

  const ticker = setInterval(() => expireDue(state), 250);
  ticker.unref();

  const bySessionId = (id: string) => {
    const record = state.sessions.get(id);
    if (!record) throw new Error(`No such session ${id}`);
    return record;
  };

  return {
    url: state.baseUrl,
    port,
    sdkEnv: {
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    registerWebhook: (apiKey, url) => {
      const endpoint = registerEndpoint(accountOf(state, apiKey), url, ['*'], 'local stack');
      return endpoint.secret as string;
    },
    session: (id) => state.sessions.get(id)?.session,
    pay: (id, payOptions = {}) =>
      payRecord(state, bySessionId(id), payOptions.method ?? 'card', {}, payOptions.asyncOutcome),
    expire: (id) => expireRecord(state, bySessionId(id)),
    expireDue: () => expireDue(state),
    deliveries: state.deliveries,
    webhooks: {
      hold: (key) => hold(accountOf(state, key)),
      held: (key) => heldEvents(accountOf(state, key)),
      deliver: (key, eventId) => deliverHeld(state, accountOf(state, key), eventId),
      release: (key) => release(state, accountOf(state, key)),
    },
    idle: async () => {
      while (state.inFlight.size > 0) await Promise.allSettled([...state.inFlight]);
    },
    stop: async () => {
      state.stopped = true;
      clearInterval(ticker);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
