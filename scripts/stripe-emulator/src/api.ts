import type Stripe from 'stripe';
import { createSession, expireRecord, findSession } from './checkout';
import { type FormValue, list, obj, type parseForm, str } from './form';
import { createRefund } from './refunds';
import { type Account, ApiError, type EmulatorState } from './state';
import { registerEndpoint } from './webhooks';

/**
 * The /v1 API's resources: Checkout Sessions, refunds, webhook endpoints and events, each path
 * and method answered as Stripe does (routes.ts authenticates the request and sends the answer).
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

/** The /v1 API: the resource a request names and what it does with it, as Stripe answers. */
export function api(
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
