import {
  DeleteParameterCommand,
  GetParameterCommand,
  PutParameterCommand,
  SSMClient,
} from '@aws-sdk/client-ssm';
import Stripe from 'stripe';
import {
  type CustomResourceEvent,
  type LambdaContext,
  type Outcome,
  runCustomResource,
} from './custom-resource';

/**
 * CloudFormation custom resource of the api stack: registers the site's Stripe webhook endpoint
 * with the stage's Stripe key and stores the endpoint's signing secret as an SSM SecureString, so
 * no one copies a `whsec_…` by hand.
 *
 * - Create: removes endpoints this stage registered before for the same URL (left by a failed
 *   deploy: they would deliver events signed with a secret nobody has), registers a new one and
 *   stores its secret under `<SecretParameterPrefix>/<endpoint id>`. The endpoint id is the
 *   physical id; the webhook function reads the parameter of exactly that id.
 * - Update: changes the URL and events in place (the secret stays). A new `Revision` (the Stripe
 *   key now belongs to another account), or an endpoint the key no longer finds, makes a new
 *   endpoint: a new physical id, and CloudFormation then deletes the old one.
 * - Delete: deletes the endpoint (already gone is fine) and its parameter.
 */
/**
 * The Stripe events the webhook handles (functions/src/bookings/stripe-events.ts, handleStripeEvent):
 * the endpoint subscribes to these only.
 */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
];

export interface EndpointProperties {
  /** `https://<site>/api/stripe/webhook`. */
  Url: string;
  Events: string[];
  /** The stage's resource prefix, kept in the endpoint's metadata (`managed_by`). */
  ManagedBy: string;
  Revision: string;
  /** SSM parameter holding the Stripe secret key. */
  SecretKeyParameter: string;
  /** The signing secret goes to `<SecretParameterPrefix>/<endpoint id>`. */
  SecretParameterPrefix: string;
}

/** Where secrets are read and written: SSM in AWS, a map in tests. */
export interface SecretStore {
  get(name: string): Promise<string | undefined>;
  put(name: string, value: string, description: string): Promise<void>;
  delete(name: string): Promise<void>;
}

export interface Dependencies {
  secrets: SecretStore;
  /** A Stripe client for a secret key (tests point it at the emulator). */
  stripe(secretKey: string): Stripe;
}

const isMissing = (error: unknown) => {
  const e = error as { statusCode?: number; code?: string; name?: string };
  return e?.statusCode === 404 || e?.code === 'resource_missing' || e?.name === 'ParameterNotFound';
};

async function secretKey(deps: Dependencies, props: EndpointProperties): Promise<string> {
  const key = await deps.secrets.get(props.SecretKeyParameter);
  if (!key) {
    throw new Error(
      `The Stripe secret key is not in SSM (${props.SecretKeyParameter}): create it first (docs/operations.md, "Secrets")`,
    );
  }
  return key;
}

async function register(
  client: Stripe,
  deps: Dependencies,
  props: EndpointProperties,
): Promise<Outcome> {
  for await (const old of client.webhookEndpoints.list({ limit: 100 })) {
    if (old.metadata?.managed_by === props.ManagedBy && old.url === props.Url) {
      await client.webhookEndpoints.del(old.id).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  }
  const endpoint = await client.webhookEndpoints.create({
    url: props.Url,
    enabled_events: props.Events as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
    description: `${props.ManagedBy}: bookings paid on the site (created by CloudFormation)`,
    metadata: { managed_by: props.ManagedBy },
  });
  if (!endpoint.secret) throw new Error('Stripe returned no signing secret');
  await deps.secrets.put(
    `${props.SecretParameterPrefix}/${endpoint.id}`,
    endpoint.secret,
    `Stripe webhook signing secret of ${endpoint.id} (${props.Url})`,
  );
  return { physicalResourceId: endpoint.id, reason: `registered ${endpoint.id}` };
}

export async function reconcile(
  event: CustomResourceEvent<EndpointProperties>,
  deps: Dependencies,
): Promise<Outcome> {
  const props = event.ResourceProperties as EndpointProperties;
  const id = event.PhysicalResourceId;
  if (event.RequestType === 'Delete') {
    // A failed Create left no endpoint: its id is not Stripe's.
    if (!id?.startsWith('we_'))
      return { physicalResourceId: id ?? 'none', reason: 'nothing to delete' };
    const client = deps.stripe(await secretKey(deps, props));
    await client.webhookEndpoints.del(id).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
    await deps.secrets.delete(`${props.SecretParameterPrefix}/${id}`);
    return { physicalResourceId: id, reason: `deleted ${id}` };
  }

  const client = deps.stripe(await secretKey(deps, props));
  const old = event.OldResourceProperties;
  if (
    event.RequestType === 'Create' ||
    !id?.startsWith('we_') ||
    old?.Revision !== props.Revision
  ) {
    return register(client, deps, props);
  }
  try {
    await client.webhookEndpoints.update(id, {
      url: props.Url,
      enabled_events: props.Events as Stripe.WebhookEndpointUpdateParams.EnabledEvent[],
    });
  } catch (error) {
    if (!isMissing(error)) throw error;
    return register(client, deps, props);
  }
  if (!(await deps.secrets.get(`${props.SecretParameterPrefix}/${id}`))) {
    // The secret was lost (deleted by hand): only a new endpoint has one to give.
    return register(client, deps, props);
  }
  return { physicalResourceId: id, reason: `updated ${id}` };
}

/** The SSM SecureString store of the deployed custom resource. */
export function ssmSecretStore(ssm = new SSMClient({})): SecretStore {
  return {
    async get(name) {
      try {
        const { Parameter } = await ssm.send(
          new GetParameterCommand({ Name: name, WithDecryption: true }),
        );
        return Parameter?.Value;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async put(name, value, description) {
      await ssm.send(
        new PutParameterCommand({
          Name: name,
          Value: value,
          Type: 'SecureString',
          Description: description,
          Overwrite: true,
          ...(process.env.PARAMETER_KEY_ARN ? { KeyId: process.env.PARAMETER_KEY_ARN } : {}),
        }),
      );
    },
    async delete(name) {
      await ssm.send(new DeleteParameterCommand({ Name: name })).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
  };
}

/** The Stripe SDK, at Stripe or (STRIPE_API_HOST/PORT/PROTOCOL, as the functions read them) an emulator. */
export function stripeClient(key: string): Stripe {
  const {
    STRIPE_API_HOST: host,
    STRIPE_API_PORT: port,
    STRIPE_API_PROTOCOL: protocol,
  } = process.env;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(host ? { host } : {}),
    ...(port ? { port: Number(port) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  });
}

export async function handler(
  event: CustomResourceEvent<EndpointProperties>,
  context?: LambdaContext,
): Promise<void> {
  await runCustomResource(event, context, 'stripe-webhook-endpoint', () =>
    reconcile(event, { secrets: ssmSecretStore(), stripe: stripeClient }),
  );
}
