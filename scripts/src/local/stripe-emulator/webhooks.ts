import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type Stripe from 'stripe';

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
