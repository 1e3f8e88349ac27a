import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CustomResourceEvent } from '@catania/infra/custom-resource';
import {
  type EndpointProperties,
  reconcile,
  type SecretStore,
  STRIPE_WEBHOOK_EVENTS,
} from '@catania/infra/stripe-webhook-endpoint';
import { type StripeEmulator, startStripeEmulator } from '@catania/stripe-emulator';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The webhook_endpoints API of the emulator, and the custom resource that registers the site's
 * endpoint through it (infra/src/stripe-webhook-endpoint.ts) with the real Stripe SDK. Only SSM is
 * played by a map.
 */
let emulator: StripeEmulator;
let receiver: Server;
let receiverUrl = '';
const deliveries: { body: string; signature: string }[] = [];

beforeAll(async () => {
  emulator = await startStripeEmulator({ retryDelaysMs: [50] });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook`;
});
afterAll(async () => {
  await emulator.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

let accounts = 0;
/** A Stripe account of its own (a fresh key) with its key stored, as the operator does. */
function setup() {
  const key = `sk_test_endpoint_${++accounts}`;
  const parameters = new Map<string, string>([['/catania-test/stripe-secret-key', key]]);
  const secrets: SecretStore = {
    get: async (name) => parameters.get(name),
    put: async (name, value) => {
      parameters.set(name, value);
    },
    delete: async (name) => {
      parameters.delete(name);
    },
  };
  const stripe = (secretKey: string) =>
    new Stripe(secretKey, {
      host: '127.0.0.1',
      port: emulator.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  return { key, parameters, deps: { secrets, stripe }, sdk: stripe(key) };
}

const props = (overrides: Partial<EndpointProperties> = {}): EndpointProperties => ({
  Url: receiverUrl,
  Events: STRIPE_WEBHOOK_EVENTS,
  ManagedBy: 'catania-test',
  Revision: '1',
  SecretKeyParameter: '/catania-test/stripe-secret-key',
  SecretParameterPrefix: '/catania-test/stripe-webhook-secret',
  ...overrides,
});

const event = (
  RequestType: CustomResourceEvent['RequestType'],
  properties: EndpointProperties,
  extra: Partial<CustomResourceEvent<EndpointProperties>> = {},
): CustomResourceEvent<EndpointProperties> => ({
  RequestType,
  ResponseURL: 'unused',
  StackId: 'stack',
  RequestId: `request-${RequestType}`,
  LogicalResourceId: 'StripeWebhook',
  ResourceProperties: properties,
  ...extra,
});

describe('emulator: webhook endpoints', () => {
  it('retrieves and updates an endpoint, never showing its secret again', async () => {
    const { sdk } = setup();
    const created = await sdk.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/old',
      enabled_events: ['checkout.session.completed'],
    });
    expect(created.secret).toMatch(/^whsec_/);
    const updated = await sdk.webhookEndpoints.update(created.id, {
      url: 'http://127.0.0.1:9/new',
      enabled_events: ['checkout.session.expired'],
      disabled: true,
    });
    expect(updated).toMatchObject({
      id: created.id,
      url: 'http://127.0.0.1:9/new',
      enabled_events: ['checkout.session.expired'],
      status: 'disabled',
    });
    const retrieved = await sdk.webhookEndpoints.retrieve(created.id);
    expect(retrieved.url).toBe('http://127.0.0.1:9/new');
    expect(retrieved.secret).toBeUndefined();
    const missing = await sdk.webhookEndpoints.retrieve('we_missing').catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('the Stripe webhook endpoint custom resource', () => {
  it('registers the endpoint and stores the secret that verifies its deliveries', async () => {
    const { deps, sdk, parameters } = setup();
    const outcome = await reconcile(event('Create', props()), deps);
    const id = outcome.physicalResourceId;
    expect(id).toMatch(/^we_/);
    const endpoint = await sdk.webhookEndpoints.retrieve(id);
    expect(endpoint).toMatchObject({
      url: receiverUrl,
      enabled_events: STRIPE_WEBHOOK_EVENTS,
      metadata: { managed_by: 'catania-test' },
    });
    const secret = parameters.get(`/catania-test/stripe-webhook-secret/${id}`) ?? '';
    expect(secret).toMatch(/^whsec_/);

    // A paid session: its event reaches the URL signed with exactly the stored secret.
    const session = await sdk.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://127.0.0.1:9/ok',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 10_000, product_data: { name: 'Notte' } },
        },
      ],
    });
    emulator.pay(session.id);
    await emulator.idle();
    const delivery = deliveries.find((d) => d.body.includes(session.id));
    const verified = await Stripe.webhooks.constructEventAsync(
      delivery?.body ?? '',
      delivery?.signature ?? '',
      secret,
    );
    expect(verified.type).toBe('checkout.session.completed');
  });

  it("replaces an endpoint this stage left behind for the same URL, and leaves others' alone", async () => {
    const { deps, sdk } = setup();
    const leftover = await sdk.webhookEndpoints.create({
      url: receiverUrl,
      enabled_events: ['*'],
      metadata: { managed_by: 'catania-test' },
    });
    const otherStage = await sdk.webhookEndpoints.create({
      url: receiverUrl,
      enabled_events: ['*'],
      metadata: { managed_by: 'catania-prova' },
    });
    const { physicalResourceId } = await reconcile(event('Create', props()), deps);
    const ids = [];
    for await (const e of sdk.webhookEndpoints.list()) ids.push(e.id);
    expect(ids.sort()).toEqual([otherStage.id, physicalResourceId].sort());
    expect(ids).not.toContain(leftover.id);
  });

  it('changes the URL in place, keeping the endpoint and its secret', async () => {
    const { deps, sdk, parameters } = setup();
    const { physicalResourceId: id } = await reconcile(event('Create', props()), deps);
    const secret = parameters.get(`/catania-test/stripe-webhook-secret/${id}`);
    const moved = props({ Url: 'https://www.example.it/api/stripe/webhook' });
    const outcome = await reconcile(
      event('Update', moved, { PhysicalResourceId: id, OldResourceProperties: props() }),
      deps,
    );
    expect(outcome.physicalResourceId).toBe(id);
    expect((await sdk.webhookEndpoints.retrieve(id)).url).toBe(moved.Url);
    expect(parameters.get(`/catania-test/stripe-webhook-secret/${id}`)).toBe(secret);
  });

  it('makes a new endpoint for a new revision; deleting the old one removes it and its secret', async () => {
    const { deps, sdk, parameters } = setup();
    const { physicalResourceId: old } = await reconcile(event('Create', props()), deps);
    const next = await reconcile(
      event('Update', props({ Revision: '2' }), {
        PhysicalResourceId: old,
        OldResourceProperties: props(),
      }),
      deps,
    );
    expect(next.physicalResourceId).not.toBe(old);
    // CloudFormation then deletes the replaced resource.
    await reconcile(event('Delete', props(), { PhysicalResourceId: old }), deps);
    expect(parameters.has(`/catania-test/stripe-webhook-secret/${old}`)).toBe(false);
    expect(parameters.has(`/catania-test/stripe-webhook-secret/${next.physicalResourceId}`)).toBe(
      true,
    );
    const ids = [];
    for await (const e of sdk.webhookEndpoints.list()) ids.push(e.id);
    expect(ids).toEqual([next.physicalResourceId]);
  });

  it('registers again when the key no longer finds the endpoint (another Stripe account)', async () => {
    const { deps, sdk } = setup();
    const { physicalResourceId: id } = await reconcile(event('Create', props()), deps);
    await sdk.webhookEndpoints.del(id);
    const outcome = await reconcile(
      event('Update', props(), { PhysicalResourceId: id, OldResourceProperties: props() }),
      deps,
    );
    expect(outcome.physicalResourceId).not.toBe(id);
    expect((await sdk.webhookEndpoints.retrieve(outcome.physicalResourceId)).url).toBe(receiverUrl);
  });

  it('says which parameter to create when the Stripe key is not stored', async () => {
    const { deps, parameters } = setup();
    parameters.clear();
    await expect(reconcile(event('Create', props()), deps)).rejects.toThrow(
      /\/catania-test\/stripe-secret-key/,
    );
  });

  it('deletes nothing for a create that failed (its id is not an endpoint)', async () => {
    const { deps } = setup();
    const outcome = await reconcile(
      event('Delete', props(), { PhysicalResourceId: 'stripe-webhook-endpoint-failed-x' }),
      deps,
    );
    expect(outcome.reason).toBe('nothing to delete');
  });
});
