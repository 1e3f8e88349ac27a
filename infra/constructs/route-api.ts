import type { Access } from '@catania/shared/api/routes';
import { Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { FunctionSpec } from '../src/functions';
import { type FunctionResources, HandlerFunction } from './handler-function';

/** Why no API Gateway authorizer, per kind of access: the application checks it. */
const AUTH: Record<Access, string> = {
  public: 'Public route of the booking site: anyone may call it; the stage is throttled.',
  admin:
    'Admin route: the handler checks the HttpOnly session cookie (and the CSRF token on writes) against the session stored in the table; an API Gateway authorizer would add a second Lambda per request for the same check.',
  webhook:
    'Stripe webhook: Stripe cannot authenticate to API Gateway; the handler verifies the Stripe-Signature over the raw body.',
};

export interface RouteApiProps {
  httpApi: IHttpApi;
  /** The route specs (src/functions.ts), one per entry of the shared route table. */
  routes: FunctionSpec[];
  resources: FunctionResources;
  /** The value CloudFront sends in the origin-verify header: every route checks it. */
  originVerifySecret: ISecret;
}

/**
 * Loops the shared route table: one function and one HTTP API route per entry, so a route added
 * to shared/src/api/routes.ts appears in AWS with no other change. Payload format 2.0 hands the
 * body to the function untouched (a string, base64 when binary): the Stripe webhook verifies its
 * signature over exactly those bytes.
 */
export class RouteApi extends Construct {
  readonly functions = new Map<string, HandlerFunction>();

  constructor(scope: Construct, id: string, props: RouteApiProps) {
    super(scope, id);
    for (const spec of props.routes) {
      const route = spec.route;
      if (!route) throw new Error(`${spec.key} is not a route`);
      const handler = new HandlerFunction(this, spec.id, { spec, resources: props.resources });
      props.originVerifySecret.grantRead(handler.role);
      handler.fn.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', props.originVerifySecret.secretArn);
      const httpRoute = new HttpRoute(this, `${spec.id}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${spec.id}Integration`, handler.fn),
      });
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: AUTH[route.access],
      });
      this.functions.set(spec.key, handler);
    }
  }
}
