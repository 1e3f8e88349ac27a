import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|.*\+json|.*\+xml))/i;

/** A request as it reaches API Gateway: from CloudFront, or from anyone who knows its URL. */
export interface ApiRequest {
  method: string;
  /** Path and query string. */
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
  /** The address of the connection API Gateway sees (CloudFront's, behind CloudFront). */
  sourceIp: string;
}

/**
 * Builds the event API Gateway's HTTP API (payload format 2.0) would hand a Lambda for this
 * request: lower-case headers, cookies apart, query parameters, path parameters, the body as
 * text or base64 exactly as API Gateway decides.
 */
export function toApiGatewayEvent(
  request: ApiRequest,
  route: { method: string; path: string },
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const { body } = request;
  const url = new URL(request.url, 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name !== 'cookie') headers[name] = value;
  }
  const cookies = request.headers.cookie?.split(/;\s*/).filter(Boolean);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    query[key] = key in query ? `${query[key]},${value}` : value;
  }
  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

/** The Lambda context fields our handlers and their logger read. */
export function lambdaContext(functionName: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}
