import { RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { AccessLogFormat, AccessLogField as F } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { AppConfig } from '../src/config';

/**
 * The web stack's HTTP API endpoint (web-stack.ts): its `$default` stage with the stage's
 * throttling and JSON access logs. The routes are added by the api stack. Made in the stack's own
 * scope, so each resource keeps its logical id.
 */
export function apiEndpoint(stack: Stack, config: AppConfig): HttpApi {
  const httpApi = new HttpApi(stack, 'HttpApi', {
    apiName: `${config.name}-api`,
    description: 'Catania apartments: every /api/* route, one Lambda each',
    createDefaultStage: false,
  });
  const apiAccessLogs = new LogGroup(stack, 'ApiAccessLogs', {
    retention: config.logRetentionDays,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  new HttpStage(stack, 'ApiStage', {
    httpApi,
    stageName: '$default',
    autoDeploy: true,
    throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
    accessLogSettings: {
      destination: new LogGroupLogDestination(apiAccessLogs),
      format: AccessLogFormat.custom(
        JSON.stringify({
          requestId: F.contextRequestId(),
          ip: F.contextIdentitySourceIp(),
          time: F.contextRequestTime(),
          method: F.contextHttpMethod(),
          path: F.contextPath(),
          status: F.contextStatus(),
          latency: F.contextResponseLatency(),
          integrationStatus: F.contextIntegrationStatus(),
          error: F.contextErrorMessage(),
        }),
      ),
    },
  });
  return httpApi;
}
