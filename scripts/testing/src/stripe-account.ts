/** A test file's own account in the shared Stripe emulator (one secret key = one account). */
export interface TestStripeAccount {
  emulatorUrl: string;
  secretKey: string;
  webhookSecret: string;
  webhookEndpointId: string;
  /** host/port/protocol for the Stripe SDK. */
  sdkEnv: { STRIPE_API_HOST: string; STRIPE_API_PORT: string; STRIPE_API_PROTOCOL: 'http' };
}

/**
 * Opens an account in the Stripe emulator by registering a webhook endpoint with Stripe's own
 * API (`POST /v1/webhook_endpoints`), as one would in the Stripe dashboard, and keeps its secret.
 */
export async function registerTestStripeAccount(
  emulatorUrl: string,
  webhookUrl: string,
  secretKey: string,
): Promise<TestStripeAccount> {
  const base = emulatorUrl.replace('localhost', '127.0.0.1');
  const response = await fetch(`${base}/v1/webhook_endpoints`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ url: webhookUrl, 'enabled_events[0]': '*' }).toString(),
  });
  if (!response.ok) throw new Error(`Stripe emulator: ${response.status} ${await response.text()}`);
  const endpoint = (await response.json()) as { id: string; secret: string };
  const { port } = new URL(base);
  return {
    emulatorUrl,
    secretKey,
    webhookSecret: endpoint.secret,
    webhookEndpointId: endpoint.id,
    sdkEnv: { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: port, STRIPE_API_PROTOCOL: 'http' },
  };
}
