import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type Stripe from 'stripe';
import { buildEvent, buildWebhookEndpoint } from './objects';
import { type Account, API_VERSION, ApiError, type EmulatorState, pendingFor } from './state';

/** One attempt to deliver an event to an endpoint, as the dashboard's event log shows it. */
export interface DeliveryAttempt {
  eventId: string;
  eventType: string;
  endpointUrl: string;
  attempt: number;
  at: number;
  status: number | null;
  error?: string;
}

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
export function signPayload(payload: string, secret: string, timestamp = Date.now()): string {
  const t = Math.floor(timestamp / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * One POST with node:http (not fetch, whose "bad ports" list refuses ports such as 4190 that a
 * local site may well use). Resolves with the status code.
 */
function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number) {
  return new Promise<number>((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Delivers one event to one endpoint: signed anew on every attempt (as Stripe does), retried
 * with the given delays after a non-2xx answer or a network error.
 */
export async function deliver(
  event: Stripe.Event,
  endpoint: { url: string; secret: string },
  options: {
    retryDelaysMs: readonly number[];
    timeoutMs: number;
    record: (a: DeliveryAttempt) => void;
    stopped: () => boolean;
  },
): Promise<boolean> {
  // Stripe sends the event pretty-printed: a receiver that re-serialises it breaks the signature.
  const payload = JSON.stringify(event, null, 2);
  for (let attempt = 1; attempt <= options.retryDelaysMs.length + 1; attempt++) {
    if (options.stopped()) return false;
    const record: DeliveryAttempt = {
      eventId: event.id,
      eventType: event.type,
      endpointUrl: endpoint.url,
      attempt,
      at: Date.now(),
      status: null,
    };
    try {
      record.status = await post(
        endpoint.url,
        {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signPayload(payload, endpoint.secret),
        },
        payload,
        options.timeoutMs,
      );
      options.record(record);
      if (record.status >= 200 && record.status < 300) return true;
    } catch (error) {
      record.error = (error as Error).message;
      options.record(record);
    }
    const delay = options.retryDelaysMs[attempt - 1];
    if (delay === undefined) break;
    await new Promise((resolve) => setTimeout(resolve, delay).unref?.());
  }
  return false;
}

/** Registers an endpoint for an account; its signing secret is on the object Stripe answers once. */
export function registerEndpoint(
  owner: Account,
  url: string,
  enabledEvents: string[],
  description: string | null = null,
  metadata: Record<string, string> = {},
) {
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  const object = buildWebhookEndpoint({ url, enabledEvents, secret, description, metadata });
  owner.endpoints.set(object.id, { object, secret });
  return object;
}

/** The account's enabled endpoints that want events of this type. */
const targetsOf = (owner: Account, type: string) =>
  [...owner.endpoints.values()].filter(
    (e) =>
      e.object.status === 'enabled' &&
      (e.object.enabled_events.includes('*') || e.object.enabled_events.includes(type)),
  );

function recordAttempt(state: EmulatorState, attempt: DeliveryAttempt) {
  state.deliveries.push(attempt);
  if (state.deliveries.length > 1000) state.deliveries.shift();
  state.log(
    `webhook ${attempt.eventType} attempt ${attempt.attempt}: ${attempt.status ?? attempt.error}`,
  );
}

/** Delivers an event to every endpoint that wants it, retried as Stripe retries. */
function send(
  state: EmulatorState,
  owner: Account,
  event: Stripe.Event,
  delays = state.retryDelaysMs,
) {
  return targetsOf(owner, event.type).map((target) => {
    const attempts: DeliveryAttempt[] = [];
    const delivery = deliver(
      event,
      { url: target.object.url, secret: target.secret },
      {
        retryDelaysMs: delays,
        timeoutMs: 10_000,
        record: (attempt) => {
          attempts.push(attempt);
          recordAttempt(state, attempt);
        },
        stopped: () => state.stopped,
      },
    )
      .then(() => ({ url: target.object.url, status: attempts.at(-1)?.status ?? null }))
      .finally(() => state.inFlight.delete(delivery));
    state.inFlight.add(delivery);
    pendingFor(owner, delivery);
    return delivery;
  });
}

/** Records an event and delivers it (or holds it back, under delivery control). */
export function emit(
  state: EmulatorState,
  owner: Account,
  type: Stripe.Event.Type,
  object: Stripe.Checkout.Session | Stripe.Refund,
) {
  const targets = targetsOf(owner, type);
  // A snapshot of the object (buildEvent clones it): a held event says what was true then.
  const event = buildEvent(type, object, API_VERSION, targets.length);
  owner.events.set(event.id, event);
  if (object.object === 'checkout.session') state.deliveryBySession.set(event.id, object.id);
  if (owner.held) {
    state.log(`event ${event.type} ${event.id} held back`);
    owner.held.push(event);
    return event;
  }
  state.log(`event ${event.type} ${event.id} -> ${targets.length} endpoint(s)`);
  send(state, owner, event);
  return event;
}

// Delivery control: to replay what Stripe does when a site is slow or down.

/** Holds the account's events back instead of delivering them. */
export function hold(owner: Account) {
  owner.held ??= [];
}

export const heldEvents = (owner: Account) => [...(owner.held ?? [])];

/** One delivery of a held event to each endpoint, now, without retries; their answers. */
export async function deliverHeld(state: EmulatorState, owner: Account, eventId: string) {
  const event = owner.held?.find((e) => e.id === eventId);
  if (!event) throw new ApiError(404, `No held event: '${eventId}'`, { code: 'resource_missing' });
  return Promise.all(send(state, owner, event, []));
}

/** Stops holding: the held events go out in order, retried. */
export function release(state: EmulatorState, owner: Account) {
  const held = owner.held ?? [];
  owner.held = undefined;
  for (const event of held) send(state, owner, event);
}
