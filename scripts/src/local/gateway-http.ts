import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_REQUEST_BYTES } from './api-gateway';
import type { SiteObject } from './site-bucket';

/** The local gateway's HTTP plumbing: reading a request's body, and sending a reply compressed as the edge would. */

/** CloudFront compresses files of this size range, when the viewer accepts it. */
const COMPRESS_MIN_BYTES = 1000;

const COMPRESS_MAX_BYTES = 10_000_000;

export interface Reply {
  statusCode: number;
  statusDescription?: string;
  headers: [string, string][];
  body?: Buffer | string;
  file?: string;
}

export function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function compression(
  request: IncomingMessage,
  object: SiteObject,
): 'br' | 'gzip' | undefined {
  if (object.size < COMPRESS_MIN_BYTES || object.size > COMPRESS_MAX_BYTES) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (object.encoded.br && /\bbr\b/.test(accepted)) return 'br';
  if (object.encoded.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export function groupHeaders(headers: [string, string][]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  return grouped;
}

export function send(request: IncomingMessage, response: ServerResponse, reply: Reply) {
  const headers = groupHeaders(reply.headers);
  const body = reply.body === undefined ? undefined : Buffer.from(reply.body);
  if (body) headers.set('content-length', [String(body.length)]);
  else if (reply.file) headers.set('content-length', [String(statSync(reply.file).size)]);
  response.writeHead(
    reply.statusCode,
    reply.statusDescription,
    Object.fromEntries(
      [...headers].map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
    ) as Record<string, string | string[]>,
  );
  if (request.method === 'HEAD' || reply.statusCode === 304) return response.end();
  if (reply.file) return void createReadStream(reply.file).pipe(response);
  response.end(body);
}

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      // Past the limit only the fact matters (one byte more): the API gateway answers 413.
      const room = MAX_REQUEST_BYTES + 1 - size;
      if (room > 0) chunks.push(chunk.subarray(0, room));
      size += Math.min(chunk.length, Math.max(room, 0));
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
