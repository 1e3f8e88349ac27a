import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSecret } from './secrets';

/**
 * In AWS a secret comes from the Parameters and Secrets Lambda Extension, a process beside the
 * function answering on localhost. A small server plays it here with its documented contract: the
 * caller's session token in X-Aws-Parameters-Secrets-Token, GetParameter's JSON in answer, 400
 * with SSM's error text when the parameter cannot be read.
 */
const SESSION_TOKEN = 'session-token-of-the-function';
const PARAMETERS: Record<string, string> = { '/catania/stripe-secret-key': 'sk_live_from_ssm' };
const requests: URL[] = [];

let extension: Server;
beforeAll(async () => {
  extension = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    if (request.headers['x-aws-parameters-secrets-token'] !== SESSION_TOKEN) {
      response.writeHead(401).end('unauthorized');
      return;
    }
    const value = PARAMETERS[url.searchParams.get('name') ?? ''];
    if (url.pathname !== '/systemsmanager/parameters/get' || value === undefined) {
      response.writeHead(400).end('ParameterNotFound: parameter not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        Parameter: { Name: url.searchParams.get('name'), Type: 'SecureString', Value: value },
      }),
    );
  });
  await new Promise<void>((resolve) => extension.listen(0, resolve));
});
afterAll(() => new Promise((resolve) => extension.close(resolve)));

function deployed(parameter: string, token = SESSION_TOKEN) {
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  vi.stubEnv('STRIPE_SECRET_KEY_PARAMETER', parameter);
  vi.stubEnv('AWS_SESSION_TOKEN', token);
  vi.stubEnv(
    'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT',
    String((extension.address() as AddressInfo).port),
  );
}
afterEach(() => {
  vi.unstubAllEnvs();
  requests.length = 0;
});

describe('reading a secret', () => {
  it('takes the environment variable of its name when set (local stack, tests)', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_local');
    vi.stubEnv('STRIPE_SECRET_KEY_PARAMETER', '/catania/stripe-secret-key');
    await expect(getSecret('STRIPE_SECRET_KEY')).resolves.toBe('sk_test_local');
    expect(requests).toHaveLength(0);
  });

  it('in AWS, asks the extension for the decrypted parameter with the session token', async () => {
    deployed('/catania/stripe-secret-key');
    await expect(getSecret('STRIPE_SECRET_KEY')).resolves.toBe('sk_live_from_ssm');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('name')).toBe('/catania/stripe-secret-key');
    expect(requests[0]?.searchParams.get('withDecryption')).toBe('true');
  });

  it('fails loudly, naming the parameter, when the extension cannot read it', async () => {
    deployed('/catania/missing');
    await expect(getSecret('STRIPE_SECRET_KEY')).rejects.toThrow(
      /\/catania\/missing failed \(400\): ParameterNotFound/,
    );
    deployed('/catania/stripe-secret-key', 'another-token');
    await expect(getSecret('STRIPE_SECRET_KEY')).rejects.toThrow(/\(401\)/);
  });

  it('fails when neither the value nor its parameter is configured', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('STRIPE_SECRET_KEY_PARAMETER', '');
    await expect(getSecret('STRIPE_SECRET_KEY')).rejects.toThrow(/is not configured/);
  });
});
