/**
 * Secrets are never in the template or the bundle. Each is read at run time: from the environment
 * variable of its name when set (the local stack, tests), else from the SSM SecureString parameter
 * named by `<NAME>_PARAMETER` (set by the CDK app), through the AWS Parameters and Secrets Lambda
 * Extension that the CDK app adds to every function with a secret.
 *
 * Why the extension and not the SSM client: the client is a large CommonJS package that Node
 * loads at every cold start, about 80 ms of CPU, which put the public routes that call Stripe over
 * twice the bare handler's start-up (ADR 0003). The extension is a process of its own beside the
 * function: it answers on localhost with GetParameter's JSON, decrypts, and caches each value for
 * its TTL (five minutes, set by the CDK app), so a rotated secret is seen within minutes.
 */
export type SecretName =
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'ADMIN_PASSWORD_HASH'
  | 'ALLOGGIATI_PASSWORD'
  | 'ALLOGGIATI_WSKEY'
  | 'OSSERVATORIO_PASSWORD';

/** The extension's documented defaults: its port, and the caller's session token as its key. */
const EXTENSION_PORT = 2773;
const TOKEN_HEADER = 'X-Aws-Parameters-Secrets-Token';

export async function getSecret(name: SecretName): Promise<string> {
  const direct = process.env[name];
  if (direct) return direct;
  const parameterName = process.env[`${name}_PARAMETER`];
  if (!parameterName)
    throw new Error(`Secret ${name} is not configured (${name} or ${name}_PARAMETER)`);
  const value = await parameterFromExtension(parameterName);
  if (!value) throw new Error(`Secret parameter ${parameterName} is empty`);
  return value;
}

async function parameterFromExtension(parameterName: string): Promise<string | undefined> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? EXTENSION_PORT;
  const url = new URL(`http://localhost:${port}/systemsmanager/parameters/get`);
  url.searchParams.set('name', parameterName);
  url.searchParams.set('withDecryption', 'true');
  const response = await fetch(url, {
    headers: { [TOKEN_HEADER]: process.env.AWS_SESSION_TOKEN ?? '' },
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) {
    // The extension's error text names the parameter and SSM's error; it never holds the value.
    const reason = (await response.text()).slice(0, 300);
    throw new Error(`Reading ${parameterName} failed (${response.status}): ${reason}`);
  }
  const body = (await response.json()) as { Parameter?: { Value?: string } };
  return body.Parameter?.Value;
}
