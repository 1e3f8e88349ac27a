import { type EmulatedMail, readMails } from '@catania/scripts/local/ses-emulator';
import Stripe from 'stripe';
import type { TestApi } from './test-api';

/** The real Stripe SDK, on this test file's account in the emulator. */
export function stripeClient(api: TestApi): Stripe {
  return new Stripe(api.stripe.secretKey, {
    host: api.stripe.sdkEnv.STRIPE_API_HOST,
    port: Number(api.stripe.sdkEnv.STRIPE_API_PORT),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

const local = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

/** Submits the hosted page's form as a guest would ('Paga'); resolves with the redirect target. */
export async function payOnHostedPage(
  sessionUrl: string,
  form: { card?: string; method?: 'card' | 'sepa_debit'; name?: string } = {},
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(local(sessionUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'pay',
      method: form.method ?? 'card',
      card: form.card ?? '4242 4242 4242 4242',
      name: form.name ?? 'Mario Rossi',
    }).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

/** 'Annulla' on the hosted page. */
export async function cancelOnHostedPage(sessionUrl: string): Promise<string | null> {
  const response = await fetch(local(sessionUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=cancel',
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.headers.get('location');
}

/** A unique guest address per test, so tests sharing the SES emulator never see each other's mail. */
export function guestAddress(tag: string): string {
  return `ospite.${tag}.${Math.random().toString(36).slice(2, 10)}@example.it`;
}

export function mailsTo(api: TestApi, address: string): Promise<EmulatedMail[]> {
  return readMails(api.sesUrl, address);
}

/** Polls until `check` returns a value (not undefined/false) or the time runs out. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  { timeoutMs = 10_000, intervalMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
}

/**
 * Waits until the Stripe emulator has nothing left to send this file's account: every webhook
 * delivered (so its handler has finished, writes and mails included) or given up, retries
 * included; async payments settled.
 */
export async function stripeSettled(api: TestApi): Promise<void> {
  const idle = await fetch(`${api.stripe.emulatorUrl}/_emulator/idle`, {
    headers: { authorization: `Bearer ${api.stripe.secretKey}` },
  });
  if (!idle.ok) throw new Error(`the Stripe emulator did not settle: ${idle.status}`);
}

/**
 * The mails that reached `address` once the Stripe emulator has settled: the handlers send a mail
 * before they answer its webhook, so no later mail can come from Stripe.
 */
export async function settledMails(api: TestApi, address: string) {
  await stripeSettled(api);
  return mailsTo(api, address);
}

/** An event exactly as Stripe sends it (pretty-printed), with its signature header. */
export async function signedEvent(
  api: TestApi,
  event: { id?: string; type: string; object: unknown; created?: number },
  options: { timestamp?: number; secret?: string } = {},
): Promise<{ payload: string; signature: string }> {
  const body = {
    id: event.id ?? `evt_test_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: event.created ?? Math.floor(Date.now() / 1000),
    data: { object: event.object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
  };
  return signPayload(api, JSON.stringify(body, null, 2), options);
}

/** Signs any payload as Stripe would, with the test API's webhook secret unless told otherwise. */
export async function signPayload(
  api: TestApi,
  payload: string,
  options: { timestamp?: number; secret?: string } = {},
): Promise<{ payload: string; signature: string }> {
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? api.stripe.webhookSecret,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}

/** POSTs a webhook body to the API with the given signature. */
export function postWebhook(
  api: TestApi,
  payload: string | Buffer,
  signature: string | undefined,
  contentType = 'application/json; charset=utf-8',
): Promise<Response> {
  return api.fetch('/api/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': contentType,
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });
}

/**
 * The guest link's token of a checkout, read from its Stripe session's return URL, as the guest's
 * browser receives it after paying.
 */
export async function guestTokenOf(api: TestApi, sessionId: string): Promise<string> {
  const session = await stripeClient(api).checkout.sessions.retrieve(sessionId);
  const token = new URL(session.success_url ?? 'http://x/').searchParams.get('token');
  if (!token) throw new Error(`session ${sessionId} carries no guest token`);
  return token;
}

/**
 * The Stripe emulator's delivery control for this test file's account (as Stripe behaves when the
 * site is slow or down): `hold()` keeps every new event back, `held()` lists them, `deliver(id)`
 * sends one now (again, or out of order: the caller decides) and answers the site's status,
 * `release()` sends the rest in order and stops holding.
 */
export function webhookControl(api: TestApi) {
  const call = async (path: string, method = 'POST') => {
    const response = await fetch(`${api.stripe.emulatorUrl}/_emulator/webhooks/${path}`, {
      method,
      headers: { authorization: `Bearer ${api.stripe.secretKey}` },
    });
    if (!response.ok) throw new Error(`delivery control ${path}: ${response.status}`);
    return response.json() as Promise<{ data?: unknown }>;
  };
  return {
    hold: () => call('hold').then(() => undefined),
    held: async () => ((await call('held', 'GET')).data ?? []) as Stripe.Event[],
    /** The held event of this type about this session (the newest). */
    heldFor: async (sessionId: string, type: string) => {
      const events = ((await call('held', 'GET')).data ?? []) as Stripe.Event[];
      const event = events
        .filter((e) => e.type === type && (e.data.object as { id?: string }).id === sessionId)
        .at(-1);
      if (!event) throw new Error(`no held ${type} for ${sessionId}`);
      return event;
    },
    deliver: async (eventId: string) => {
      const { data } = (await call(`deliver?event=${encodeURIComponent(eventId)}`)) as {
        data: { url: string; status: number | null }[];
      };
      return data.map((d) => d.status);
    },
    release: () => call('release').then(() => undefined),
  };
}
