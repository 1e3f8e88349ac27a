import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  type EdgeConfig,
  siteEdge,
  UPLOADS_PATH_PATTERN,
  wildcard,
} from '@catania/infra/constructs/edge-definition';
import { edgeFromTemplate } from '@catania/infra/constructs/edge-template';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@catania/shared/api/edge-headers';
import { createApiGateway } from './api-gateway';
import {
  type CfRequest,
  type CfResponse,
  cfHeaders,
  loadCloudFrontFunction,
  plainHeaders,
  viewerRequestEvent,
  viewerResponseEvent,
} from './cloudfront-functions';
import { compression, groupHeaders, type Reply, readAll, readBody, send } from './gateway-http';
import { keyOf, loadSiteBucket, refreshSiteObject, type SiteObject } from './site-bucket';

/** CloudFront answers 414 beyond this many bytes of URL. */
const MAX_URL_BYTES = 8192;

export interface GatewayOptions {
  webDir: string;
  /**
   * The edge to apply. Default: the edge definition, or, with EDGE_TEMPLATE=<web stack template
   * JSON>, the edge that template deploys (`npx cdk synth` writes it to cdk.out/).
   */
  edge?: EdgeConfig;
  /**
   * The viewer's `address:port`, as CloudFront reports it. Default: the connection's. API tests
   * that stand in for many viewers pass their own.
   */
  viewerAddress?: (request: IncomingMessage) => string;
  /**
   * The uploads bucket's URL (path-style, on the S3 emulator) that `/uploads/*` PUTs go to, as
   * the distribution forwards them to the bucket. Absent: such requests are refused.
   */
  uploadsOrigin?: string;
}

/** The gateway, and how the S3 emulator tells it that a key of the site bucket changed. */
export type Gateway = Server & { siteChanged(key: string): void };

/** The edge to apply when none is given: see GatewayOptions.edge. */
export function defaultEdge(): EdgeConfig {
  const template = process.env.EDGE_TEMPLATE;
  return template ? edgeFromTemplate(JSON.parse(readFileSync(template, 'utf8'))) : siteEdge;
}

const connectionAddress = (request: IncomingMessage) =>
  `${request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1'}:${request.socket.remotePort ?? 0}`;

/**
 * The local stand-in for CloudFront, in front of the site bucket (S3) and of the API (API
 * Gateway), applying the edge exactly as the distribution does: the viewer-request function's
 * code runs on every request of the site's default behaviour, the bucket answers what it has,
 * the response headers policy is added, and the viewer-response function runs on the answer;
 * `/api` requests carry only the forwarded headers, plus the origin-verify secret and the
 * viewer's address. Every request of `npm start` and of the tests goes through here.
 */
export function createGateway(options: GatewayOptions): Gateway {
  const edge = options.edge ?? defaultEdge();
  const bucket = loadSiteBucket(options.webDir, edge.siteFiles);
  const viewerRequest = loadCloudFrontFunction<CfRequest | CfResponse>(edge.viewerRequestCode);
  const viewerResponse = loadCloudFrontFunction<CfResponse>(edge.viewerResponseCode);
  const api = createApiGateway();
  const isApi = wildcard(edge.api.pathPattern);
  const isUpload = wildcard(UPLOADS_PATH_PATTERN);
  const staticPatterns = edge.staticPathPatterns.map(wildcard);
  const viewerAddress = options.viewerAddress ?? connectionAddress;
  // The functions read the same value (functions/src/http/origin-verify.ts): in AWS both come
  // from the secret; here from the environment this process shares with them.
  process.env.ORIGIN_VERIFY_SECRET ||= randomBytes(32).toString('hex');
  const originHeaders: Record<string, string> = {};
  for (const name of edge.api.originHeaders) {
    if (name !== ORIGIN_VERIFY_HEADER) throw new Error(`unknown origin header ${name}`);
    originHeaders[name] = process.env.ORIGIN_VERIFY_SECRET;
  }
  const policy = Object.entries(edge.responseHeaders);

  /** The response headers policy: its headers replace the origin's. */
  const withPolicy = (headers: [string, string][]): [string, string][] => [
    ...headers.filter(([name]) => !(name.toLowerCase() in edge.responseHeaders)),
    ...policy,
  ];

  async function toApi(request: IncomingMessage, url: string): Promise<Reply> {
    const body = await readBody(request);
    const headers: Record<string, string> = { host: 'execute-api.localhost' };
    for (const name of edge.api.forwardedHeaders) {
      const value = name === VIEWER_ADDRESS_HEADER ? viewerAddress(request) : request.headers[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (body.length > 0) headers['content-length'] = String(body.length);
    Object.assign(headers, originHeaders);
    const response = await api({
      method: request.method ?? 'GET',
      url,
      headers,
      body,
      sourceIp: '127.0.0.1',
    });
    return {
      statusCode: response.statusCode,
      headers: withPolicy([
        ...Object.entries(response.headers),
        ...response.cookies.map((cookie): [string, string] => ['set-cookie', cookie]),
      ]),
      body: response.body,
    };
  }

  /** A presigned PUT, passed to the uploads bucket with its query, type and length. */
  async function toUploads(request: IncomingMessage, url: string): Promise<Reply> {
    if (!options.uploadsOrigin) return { statusCode: 403, headers: withPolicy([]), body: '' };
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'content-length', 'authorization']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(`${options.uploadsOrigin}${url}`, {
      method: 'PUT',
      headers,
      body: await readAll(request),
    });
    return {
      statusCode: response.status,
      headers: withPolicy([['content-type', response.headers.get('content-type') ?? 'text/plain']]),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  function fromBucket(request: IncomingMessage, uri: string): Reply {
    const key = keyOf(uri);
    const object = key === undefined ? undefined : bucket.get(key);
    if (!object) {
      // What S3 answers for a missing key when CloudFront may list the bucket.
      return {
        statusCode: 404,
        headers: [['content-type', 'application/xml']],
        body: '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      };
    }
    const headers: [string, string][] = [
      ['content-type', object.contentType],
      ['etag', object.etag],
      ['last-modified', object.lastModified],
      ['cache-control', object.cacheControl],
      ...Object.entries(object.metadata),
    ];
    if (request.headers['if-none-match'] === object.etag) return { statusCode: 304, headers };
    const encoding = compression(request, object);
    if (encoding) {
      headers.push(['content-encoding', encoding], ['vary', 'Accept-Encoding']);
      return { statusCode: 200, headers, file: object.encoded[encoding] };
    }
    return { statusCode: 200, headers, file: object.file };
  }

  async function handle(request: IncomingMessage): Promise<Reply> {
    const url = request.url ?? '/';
    if (!url.startsWith('/')) return { statusCode: 400, headers: [], body: 'Bad Request' };
    if (Buffer.byteLength(url) > MAX_URL_BYTES) {
      return { statusCode: 414, headers: [], body: 'Request-URI Too Large' };
    }
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    if (isApi.test(path)) return toApi(request, url);
    if (isUpload.test(path) && request.method === 'PUT') return toUploads(request, url);

    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      // The site's behaviours allow GET and HEAD only.
      return { statusCode: 403, headers: withPolicy([]), body: 'Method not allowed' };
    }
    const runsFunctions = !staticPatterns.some((pattern) => pattern.test(path));
    const event = viewerRequestEvent({
      ip: viewerAddress(request).replace(/:\d+$/, ''),
      method,
      path,
      rawQuery: at === -1 ? '' : url.slice(at + 1),
      headers: request.headers,
    });
    let uri = path;
    if (runsFunctions) {
      const result = viewerRequest(structuredClone(event));
      if ('statusCode' in result) {
        // A response made by the function goes straight back (no viewer-response function).
        return {
          statusCode: result.statusCode,
          statusDescription: result.statusDescription,
          headers: withPolicy(plainHeaders(result.headers ?? {})),
        };
      }
      uri = result.uri;
    }
    const reply = fromBucket(request, uri);
    reply.headers = withPolicy(reply.headers);
    if (!runsFunctions) return reply;
    const answered = viewerResponse(
      viewerResponseEvent(event, {
        statusCode: reply.statusCode,
        headers: cfHeaders(Object.fromEntries(groupHeaders(reply.headers))),
      }),
    );
    return {
      ...reply,
      statusCode: answered.statusCode,
      statusDescription: answered.statusDescription,
      headers: plainHeaders(answered.headers),
    };
  }

  const server = createServer((request, response) => {
    handle(request)
      .then((reply) => send(request, response, reply))
      .catch((error) => {
        // A bug of the gateway or of a function: CloudFront would answer 5xx too.
        console.error(error);
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end('Bad Gateway');
      });
  });
  return Object.assign(server, {
    siteChanged: (key: string) =>
      refreshSiteObject(bucket as Map<string, SiteObject>, options.webDir, key, edge.siteFiles),
  });
}
