import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeEmulator, startStripeEmulator } from './index';
import { loadStripeTypes, type TypeChecker } from './sdk-types';

/**
 * Contract tests: the emulator's answers, as the real SDK receives them over HTTP, checked
 * field by field against the TypeScript types the SDK declares for Stripe's objects.
 */
let emulator: StripeEmulator;
let sdk: Stripe;
let types: TypeChecker;
let receiver: Server;
const received: { body: string; signature: string }[] = [];
let webhookSecret = '';

/** The raw JSON on the wire (not the SDK's parsed object, which adds lastResponse). */
async function raw(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`http://127.0.0.1:${emulator.port}${path}`, {
    ...init,
    headers: { authorization: 'Bearer sk_test_contract', ...(init.headers ?? {}) },
  });
  return (await response.json()) as Record<string, unknown>;
}

const sessionParams = (): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  locale: 'it',
  client_reference_id: 'booking-1',
  customer_email: 'ospite@example.it',
  line_items: [
    {
      quantity: 1,
      price_data: {
        currency: 'eur',
        unit_amount: 25_500,
        product_data: { name: 'Appartamento Deluxe – 3 notti', description: 'Dal 01/06 al 04/06' },
      },
    },
  ],
  metadata: { bookingId: 'booking-1', apartmentId: 'appartamento-2' },
  expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
  success_url: 'http://localhost:3000/booking/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:3000/checkout/booking-1',
});

beforeAll(async () => {
  types = loadStripeTypes({
    Session: 'Stripe.Checkout.Session',
    Refund: 'Stripe.Refund',
    WebhookEndpoint: 'Stripe.WebhookEndpoint',
    CompletedEvent: 'Stripe.CheckoutSessionCompletedEvent',
    ExpiredEvent: 'Stripe.CheckoutSessionExpiredEvent',
    RefundCreatedEvent: 'Stripe.RefundCreatedEvent',
    RefundList: 'Stripe.ApiList<Stripe.Refund>',
  });
  emulator = await startStripeEmulator({ retryDelaysMs: [100, 200] });
  sdk = new Stripe('sk_test_contract', {
    host: '127.0.0.1',
    port: emulator.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const endpoint = await sdk.webhookEndpoints.create({
    url: `http://127.0.0.1:${port}/webhook`,
    enabled_events: ['*'],
  });
  webhookSecret = endpoint.secret ?? '';
}, 60_000);

afterAll(async () => {
  await emulator.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('responses match the SDK types', () => {
  it('a created Checkout Session', async () => {
    const session = await sdk.checkout.sessions.create(sessionParams());
    expect(types.check('Session', await raw(`/v1/checkout/sessions/${session.id}`))).toEqual([]);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 25_500,
      currency: 'eur',
      locale: 'it',
      client_reference_id: 'booking-1',
      metadata: { bookingId: 'booking-1', apartmentId: 'appartamento-2' },
      mode: 'payment',
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session.url).toBe(`http://localhost:${emulator.port}/c/pay/${session.id}`);
  });

  it('a paid session, its webhook event and a refund', async () => {
    const session = await sdk.checkout.sessions.create(sessionParams());
    emulator.pay(session.id);
    const paid = await raw(`/v1/checkout/sessions/${session.id}`);
    expect(types.check('Session', paid)).toEqual([]);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });

    await emulator.idle();
    const delivery = received.find((r) => r.body.includes(session.id));
    expect(delivery).toBeDefined();
    const event = await Stripe.webhooks.constructEventAsync(
      delivery?.body ?? '',
      delivery?.signature ?? '',
      webhookSecret,
    );
    expect(event.type).toBe('checkout.session.completed');
    expect(types.check('CompletedEvent', JSON.parse(delivery?.body ?? '{}'))).toEqual([]);

    const refund = await sdk.refunds.create({
      payment_intent: String(paid.payment_intent),
      amount: 5_000,
    });
    expect(types.check('Refund', await raw(`/v1/refunds/${refund.id}`))).toEqual([]);
    expect(refund).toMatchObject({ object: 'refund', amount: 5_000, status: 'succeeded' });
    await emulator.idle();
    const refundEvent = received.find((r) => r.body.includes(refund.id));
    expect(types.check('RefundCreatedEvent', JSON.parse(refundEvent?.body ?? '{}'))).toEqual([]);

    // A payment's refunds, as the SDK lists them; another payment's are not among them.
    const other = await sdk.checkout.sessions.create(sessionParams());
    emulator.pay(other.id);
    const otherPaid = await sdk.checkout.sessions.retrieve(other.id);
    await sdk.refunds.create({ payment_intent: String(otherPaid.payment_intent), amount: 100 });
    const listed = await sdk.refunds.list({ payment_intent: String(paid.payment_intent) });
    expect(listed.data.map((r) => r.id)).toEqual([refund.id]);
    expect(
      types.check('RefundList', await raw(`/v1/refunds?payment_intent=${paid.payment_intent}`)),
    ).toEqual([]);
  });

  it('an expired session and its event', async () => {
    const session = await sdk.checkout.sessions.create(sessionParams());
    const expired = await sdk.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    expect(types.check('Session', await raw(`/v1/checkout/sessions/${session.id}`))).toEqual([]);
    await emulator.idle();
    const delivery = received.find(
      (r) => r.body.includes(session.id) && r.body.includes('checkout.session.expired'),
    );
    expect(types.check('ExpiredEvent', JSON.parse(delivery?.body ?? '{}'))).toEqual([]);
  });

  it('a webhook endpoint', async () => {
    const created = await raw('/v1/webhook_endpoints', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'url=http%3A%2F%2F127.0.0.1%3A9%2Fx&enabled_events[0]=checkout.session.completed',
    });
    expect(types.check('WebhookEndpoint', created)).toEqual([]);
    expect(String(created.secret)).toMatch(/^whsec_/);
  });

  it('the checker itself notices a missing, an extra and a mistyped field', async () => {
    const session = await sdk.checkout.sessions.create(sessionParams());
    const wire = await raw(`/v1/checkout/sessions/${session.id}`);
    const { amount_total: _dropped, ...missing } = wire;
    expect(types.check('Session', missing).join()).toContain('amount_total: missing');
    expect(types.check('Session', { ...wire, surprise: 1 }).join()).toContain(
      'surprise: not declared',
    );
    expect(types.check('Session', { ...wire, created: 'ieri' }).join()).toContain(
      'created: string',
    );
  });
});

describe('behaviour the SDK relies on', () => {
  it('answers an unknown id with a 404 resource_missing error the SDK raises as such', async () => {
    const error = await sdk.checkout.sessions.retrieve('cs_test_missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it("keeps accounts apart: one key never sees another key's sessions", async () => {
    const session = await sdk.checkout.sessions.create(sessionParams());
    const other = new Stripe('sk_test_someone_else', {
      host: '127.0.0.1',
      port: emulator.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(other.checkout.sessions.retrieve(session.id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('refuses a missing or non-test key with a 401', async () => {
    const response = await fetch(`http://127.0.0.1:${emulator.port}/v1/checkout/sessions`);
    expect(response.status).toBe(401);
    const live = new Stripe('sk_live_nope', {
      host: '127.0.0.1',
      port: emulator.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(live.checkout.sessions.list()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const params = sessionParams();
    const first = await sdk.checkout.sessions.create(params, { idempotencyKey: 'same-booking' });
    const again = await sdk.checkout.sessions.create(params, { idempotencyKey: 'same-booking' });
    expect(again.id).toBe(first.id);
    await expect(
      sdk.checkout.sessions.create(
        { ...params, client_reference_id: 'other' },
        { idempotencyKey: 'same-booking' },
      ),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('refuses an expires_at under 30 minutes, as Stripe does', async () => {
    await expect(
      sdk.checkout.sessions.create({
        ...sessionParams(),
        expires_at: Math.floor(Date.now() / 1000) + 29 * 60,
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'expires_at' });
  });

  it('refuses to expire a session that is not open, and to refund more than was paid', async () => {
    const session = await sdk.checkout.sessions.create(sessionParams());
    emulator.pay(session.id);
    await expect(sdk.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    const paid = await sdk.checkout.sessions.retrieve(session.id);
    await expect(
      sdk.refunds.create({ payment_intent: String(paid.payment_intent), amount: 99_999 }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
  });

  it('serves the Italian hosted page and redirects on Paga and Annulla', async () => {
    const session = await sdk.checkout.sessions.create(sessionParams());
    const page = await fetch(session.url ?? '');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('lang="it"');
    expect(html).toMatch(/>Paga 255,00\s€</);
    expect(html).toContain('>Annulla<');
    const cancel = await fetch(session.url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    expect(cancel.headers.get('location')).toBe('http://localhost:3000/checkout/booking-1');
    const declined = await fetch(session.url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&method=card&card=4000000000000002',
      redirect: 'manual',
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('rifiutata');
    const pay = await fetch(session.url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&method=card&card=4242424242424242',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(
      `http://localhost:3000/booking/success?session_id=${session.id}`,
    );
  });

  it('expires a session at its lifetime and sends checkout.session.expired', async () => {
    let now = Date.UTC(2026, 10, 23, 12);
    const quick = await startStripeEmulator({ expireAfterSeconds: 1, now: () => now });
    try {
      const client = new Stripe('sk_test_quick', {
        host: '127.0.0.1',
        port: quick.port,
        protocol: 'http',
      });
      const session = await client.checkout.sessions.create(sessionParams());
      now += 999;
      quick.expireDue();
      expect((await client.checkout.sessions.retrieve(session.id)).status).toBe('open');
      now += 1;
      quick.expireDue();
      expect((await client.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    } finally {
      await quick.stop();
    }
  });

  it('retries a webhook the receiver did not accept, signing each attempt', async () => {
    let calls = 0;
    const flaky = createServer((req, res) => {
      calls++;
      req.resume();
      res.statusCode = calls < 3 ? 500 : 200;
      res.end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const address = flaky.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const retrying = await startStripeEmulator({ retryDelaysMs: [50, 50, 50] });
    try {
      retrying.registerWebhook('sk_test_flaky', `http://127.0.0.1:${port}/`);
      const client = new Stripe('sk_test_flaky', {
        host: '127.0.0.1',
        port: retrying.port,
        protocol: 'http',
      });
      const session = await client.checkout.sessions.create(sessionParams());
      retrying.pay(session.id);
      await retrying.idle();
      expect(calls).toBe(3);
      expect(retrying.deliveries.map((d) => d.status)).toEqual([500, 500, 200]);
    } finally {
      await retrying.stop();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });

  it('lists the session that made a payment, by payment_intent', async () => {
    const session = await sdk.checkout.sessions.create(sessionParams());
    await sdk.checkout.sessions.create(sessionParams());
    const paid = emulator.pay(session.id);
    const found = await sdk.checkout.sessions.list({
      payment_intent: String(paid.payment_intent),
    });
    expect(found.data.map((s) => s.id)).toEqual([session.id]);
  });
});

describe('delivery control: events held back, then delivered late, twice and out of order', () => {
  const KEY = 'sk_test_held';
  const control = (path: string, method = 'POST') =>
    fetch(`http://127.0.0.1:${emulator.port}/_emulator/webhooks/${path}`, {
      method,
      headers: { authorization: `Bearer ${KEY}` },
    });
  const deliveriesOf = (eventId: string) => received.filter((r) => r.body.includes(eventId));

  it('holds, lists, delivers on demand (again and in any order), then releases the rest', async () => {
    const client = new Stripe(KEY, { host: '127.0.0.1', port: emulator.port, protocol: 'http' });
    const address = receiver.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const secret = emulator.registerWebhook(KEY, `http://127.0.0.1:${port}/held`);
    expect((await control('hold')).status).toBe(200);

    const paid = await client.checkout.sessions.create(sessionParams());
    emulator.pay(paid.id);
    const expired = await client.checkout.sessions.create(sessionParams());
    await client.checkout.sessions.expire(expired.id);
    await emulator.idle();

    const held = (await (await control('held', 'GET')).json()) as { data: Stripe.Event[] };
    expect(held.data.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.expired',
    ]);
    const [completed, expiry] = held.data as [Stripe.Event, Stripe.Event];
    expect(deliveriesOf(completed.id)).toEqual([]);
    // The event is a snapshot of its moment, as Stripe's are.
    expect(types.check('CompletedEvent', completed as unknown as Record<string, unknown>)).toEqual(
      [],
    );

    // Out of order: the expiry first, then the payment twice.
    const first = await control(`deliver?event=${expiry.id}`);
    expect(await first.json()).toEqual({
      data: [{ url: `http://127.0.0.1:${port}/held`, status: 200 }],
    });
    await control(`deliver?event=${completed.id}`);
    await control(`deliver?event=${completed.id}`);
    const twice = deliveriesOf(completed.id);
    expect(twice).toHaveLength(2);
    for (const delivery of twice) {
      const event = await Stripe.webhooks.constructEventAsync(
        delivery.body,
        delivery.signature,
        secret,
      );
      expect(event.id).toBe(completed.id);
    }
    expect(received.findIndex((r) => r.body.includes(expiry.id))).toBeLessThan(
      received.findIndex((r) => r.body.includes(completed.id)),
    );
    expect((await control('deliver?event=evt_unknown')).status).toBe(404);

    // Released: held events go out once more in order, and new ones straight away.
    expect((await control('release')).status).toBe(200);
    await emulator.idle();
    expect(deliveriesOf(completed.id)).toHaveLength(3);
    expect((await (await control('held', 'GET')).json()) as unknown).toEqual({ data: [] });
    const later = await client.checkout.sessions.create(sessionParams());
    await client.checkout.sessions.expire(later.id);
    await emulator.idle();
    expect(received.some((r) => r.body.includes(later.id))).toBe(true);
  });

  it('refuses delivery control without a key', async () => {
    const response = await fetch(`http://127.0.0.1:${emulator.port}/_emulator/webhooks/hold`, {
      method: 'POST',
    });
    expect(response.status).toBe(401);
  });
});
