import { getParameter } from '@aws-lambda-powertools/parameters/ssm';

/**
 * Secrets are never in the template or the bundle. Each is read at run time, cached for five
 * minutes: from the environment variable of its name when set (the local stack, tests), else from
 * the SSM SecureString parameter named by `<NAME>_PARAMETER` (set by the CDK app).
 */
export type SecretName = 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'ADMIN_PASSWORD_HASH';

const CACHE_SECONDS = 300;

export async function getSecret(name: SecretName): Promise<string> {
  const direct = process.env[name];
  if (direct) return direct;
  const parameterName = process.env[`${name}_PARAMETER`];
  if (!parameterName)
    throw new Error(`Secret ${name} is not configured (${name} or ${name}_PARAMETER)`);
  const value = await getParameter(parameterName, { decrypt: true, maxAge: CACHE_SECONDS });
  if (!value) throw new Error(`Secret parameter ${parameterName} is empty`);
  return value;
}
