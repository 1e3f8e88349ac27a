import type { SecretName } from '@catania/functions/lib/secrets';
import { CustomResource, type Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { HandlerFunction } from '../constructs/handler-function';
import type { AppConfig } from '../src/config';
import { stripeWebhookEndpointSpec } from '../src/functions';
import { STRIPE_WEBHOOK_EVENTS } from '../src/stripe-webhook-endpoint';

/**
 * The Stripe webhook endpoint of the site, registered with the stage's Stripe key by a custom
 * resource, which stores the signing secret; answers the endpoint id.
 */
export function stripeWebhookEndpoint(
  stack: Stack,
  config: AppConfig,
  url: string,
  names: Record<SecretName, string>,
): string {
  const fn = new HandlerFunction(stack, 'StripeWebhookEndpoint', {
    spec: stripeWebhookEndpointSpec(),
    resources: {
      table: undefined,
      environment: {
        LOG_LEVEL: config.logLevel,
        ...(config.parameterKeyArn ? { PARAMETER_KEY_ARN: config.parameterKeyArn } : {}),
      },
      logRetention: config.logRetentionDays,
      allowMissingHandlers: false,
    },
  });
  const parameterArn = (name: string) =>
    stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.slice(1) });
  fn.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: [parameterArn(names.STRIPE_SECRET_KEY)],
    }),
  );
  const secrets = new PolicyStatement({
    actions: ['ssm:GetParameter', 'ssm:PutParameter', 'ssm:DeleteParameter'],
    resources: [parameterArn(`${names.STRIPE_WEBHOOK_SECRET}/*`)],
  });
  fn.role.addToPrincipalPolicy(secrets);
  if (config.parameterKeyArn) {
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey'],
        resources: [config.parameterKeyArn],
        conditions: {
          StringEquals: { 'kms:ViaService': `ssm.${stack.region}.${stack.urlSuffix}` },
        },
      }),
    );
  }
  // cdk-nag names the finding after the resource as it renders it.
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  Validations.of(fn.role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::arn:${stack.partition}:ssm:${stack.region}:${account}:parameter${names.STRIPE_WEBHOOK_SECRET}/*]`,
    reason:
      'The signing secret is stored under the endpoint id, which Stripe assigns when the endpoint is created: the grant covers the parameters under this stage webhook-secret path only.',
  });
  const endpoint = new CustomResource(stack, 'StripeWebhook', {
    serviceToken: fn.fn.functionArn,
    resourceType: 'Custom::StripeWebhookEndpoint',
    properties: {
      Url: url,
      Events: STRIPE_WEBHOOK_EVENTS,
      ManagedBy: config.name,
      Revision: String(config.stripeWebhookRevision),
      SecretKeyParameter: names.STRIPE_SECRET_KEY,
      SecretParameterPrefix: names.STRIPE_WEBHOOK_SECRET,
    },
  });
  return endpoint.ref;
}
