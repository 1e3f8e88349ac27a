import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { PathParams } from '@catania/shared/api/path';
import type { RouteDefinition } from '@catania/shared/api/routes';
import middy, { type MiddlewareObj } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { z } from 'zod';
import { logger } from '../lib/logger';
import { adminGuard } from './admin-guard';
import { jsonBodyParser } from './body-parser';
import { fromDomainError, HttpError, notFound } from './errors';
import { originVerify } from './origin-verify';
import { pathParam } from './path-param';
import { isHttpResponse } from './respond';
import { parseOrThrow } from './validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<R extends RouteDefinition> {
  body: Parsed<R['body']>;
  query: R['query'] extends z.ZodType ? z.output<R['query']> : Record<string, string | undefined>;
  /**
   * The route's `{name}` placeholders, each present and percent-decoded once (pathParamsOf): a
   * handler reads `params.id` as the id, with no guard and no decoding of its own.
   */
  params: PathParams<R['path']>;
  event: APIGatewayProxyEventV2;
  requestId: string;
}

export type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

const requestIdOf = (event: APIGatewayProxyEventV2, context: Context) =>
  event.requestContext?.requestId ?? context.awsRequestId;

/** One access-log line per request, and the request id on every log line and response. */
function requestLog(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const started = new WeakMap<object, number>();
  const finish = async (request: Request) => {
    const statusCode = request.response?.statusCode ?? 500;
    const requestId = requestIdOf(request.event, request.context);
    if (request.response) {
      request.response.headers = { ...request.response.headers, 'x-request-id': requestId };
    }
    logger.info('request', {
      method: request.event.requestContext?.http?.method,
      path: request.event.rawPath,
      statusCode,
      durationMs: Date.now() - (started.get(request.event) ?? Date.now()),
    });
  };
  return {
    before: async (request) => {
      started.set(request.event, Date.now());
      logger.appendKeys({ requestId: requestIdOf(request.event, request.context) });
    },
    after: finish,
    onError: finish,
  };
}

const json = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/**
 * Turns any error into a JSON answer: an HttpError, a domain error (mapped in errors.ts) or a
 * middy http error says what is wrong; anything else is logged with its stack and answered with a
 * bare 500, never the stack.
 */
function errorResponses(): MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2
> {
  return {
    onError: async (request) => {
      const error = request.error as (Error & { statusCode?: number; expose?: boolean }) | null;
      const refusal = error instanceof HttpError ? error : fromDomainError(error);
      if (refusal) {
        if (refusal.statusCode >= 500) logger.error('request failed', { error });
        else logger.warn('request refused', { statusCode: refusal.statusCode, code: refusal.code });
        const response = json(refusal.statusCode, refusal.toBody());
        request.response = { ...response, headers: { ...response.headers, ...refusal.headers } };
        return;
      }
      if (error?.statusCode && error.statusCode < 500 && error.expose) {
        request.response = json(error.statusCode, { error: error.message, code: 'bad_request' });
        return;
      }
      logger.error('unhandled error', { error });
      request.response = json(500, {
        error: 'Errore interno del server. Riprova tra poco.',
        code: 'internal_error',
      });
    },
  };
}

/**
 * The route's path parameters, by the names its path declares: each decoded once (pathParam), and
 * a missing or empty one answered 404 (no record has an empty id; API Gateway never routes one).
 */
function pathParamsOf(route: RouteDefinition, event: APIGatewayProxyEventV2) {
  const params: Record<string, string> = {};
  for (const [, name = ''] of route.path.matchAll(/\{(\w+)\}/g)) {
    const value = pathParam(event.pathParameters?.[name]);
    if (!value) throw notFound();
    params[name] = value;
  }
  return params;
}

function toResult(value: unknown): APIGatewayProxyStructuredResultV2 {
  if (!isHttpResponse(value)) return json(200, value);
  if (Buffer.isBuffer(value.body)) {
    // A file (a PDF): API Gateway passes bytes as base64.
    return {
      statusCode: value.statusCode,
      headers: { 'cache-control': 'no-store', ...value.headers },
      body: value.body.toString('base64'),
      isBase64Encoded: true,
    };
  }
  const result =
    typeof value.body === 'string'
      ? {
          statusCode: value.statusCode,
          headers: { 'cache-control': 'no-store', ...value.headers },
          body: value.body,
        }
      : { ...json(value.statusCode, value.body) };
  result.headers = { ...result.headers, ...value.headers };
  if (value.cookies.length > 0) return { ...result, cookies: value.cookies };
  return result;
}

/**
 * The one middy stack every API handler uses: header normalisation, request id and structured
 * logs, security headers, errors as JSON, the origin-verify check, JSON body parsing with a size cap, and validation of the
 * body and query with the route's shared zod schemas (400 naming the fields).
 */
export function httpHandler<R extends RouteDefinition>(
  route: R,
  implementation: (input: HandlerInput<R>) => Promise<unknown>,
  extra: MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>[] = [],
): Handler {
  const core = async (event: APIGatewayProxyEventV2, context: Context) => {
    const input = {
      body: route.body ? parseOrThrow(route.body, event.body) : undefined,
      query: route.query
        ? parseOrThrow(route.query, event.queryStringParameters ?? {})
        : (event.queryStringParameters ?? {}),
      params: pathParamsOf(route, event),
      event,
      requestId: requestIdOf(event, context),
    } as HandlerInput<R>;
    return toResult(await implementation(input));
  };

  const stack = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(core)
    .use(httpHeaderNormalizer())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(requestLog())
    .use(httpSecurityHeaders())
    .use(errorResponses())
    // Only what came through CloudFront (403 otherwise), before anything else is looked at.
    .use(originVerify());
  // Admin routes: session (401) and CSRF token on writes (403), before the body is even parsed.
  if (route.access === 'admin') stack.use(adminGuard());
  if (route.body) stack.use(jsonBodyParser());
  for (const middleware of extra) stack.use(middleware);
  return stack as unknown as Handler;
}
