import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';

/**
 * S3 and CloudFront for the owner's photos and publishing (functions/src/site), played on one
 * local port: each bucket is a folder (the site bucket is the folder the gateway serves, so a
 * published page is live at once), and an invalidation tells the gateway which keys changed.
 * Path-style S3 requests (`/<bucket>/<key>`): PUT, GET, HEAD, DELETE, as the functions' S3 client
 * and the browser's presigned upload make them; CloudFront's CreateInvalidation.
 *
 * Signatures are not verified (the emulator holds no credentials), but a write must carry one,
 * as S3 refuses an anonymous PUT; a presigned URL past its expiry is refused, as S3 does, and so
 * is a body whose length differs from the Content-Length it was presigned for.
 */
export interface S3Emulator {
  url: string;
  port: number;
  /** The functions' settings: S3's endpoint and path-style addressing, CloudFront's endpoint. */
  sdkEnv: Record<string, string>;
  /** Every path invalidated so far (tests check a publish invalidates exactly its pages). */
  invalidations: string[][];
  stop(): Promise<void>;
}

export interface S3EmulatorOptions {
  port?: number;
  /** Bucket name -> its folder. */
  buckets: Record<string, string>;
  /** A key of a bucket was written or deleted (the gateway reloads it). */
  onChange?: (bucket: string, key: string) => void;
}

const COMPRESSIBLE = /\.(js|css|html|svg|xml|txt|json|webmanifest)$/;

const xmlError = (response: ServerResponse, status: number, code: string, message: string) => {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

/** The file of `key` in `folder`, or undefined for a key that would leave it. */
function fileOf(folder: string, key: string): string | undefined {
  if (!key || key.split('/').some((part) => part === '..' || part === '')) return undefined;
  const file = resolve(folder, key);
  return file.startsWith(resolve(folder) + sep) ? file : undefined;
}

/** A presigned URL's `X-Amz-Date` + `X-Amz-Expires` lie in the past. */
function expired(query: URLSearchParams, now = Date.now()): boolean {
  const date = query.get('X-Amz-Date');
  const seconds = Number(query.get('X-Amz-Expires'));
  if (!date || !seconds) return false;
  const at = Date.parse(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
  );
  return now > at + seconds * 1000;
}

const readAll = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startS3Emulator(options: S3EmulatorOptions): Promise<S3Emulator> {
  const invalidations: string[][] = [];
  for (const folder of Object.values(options.buckets)) mkdirSync(folder, { recursive: true });

  async function invalidate(request: IncomingMessage, response: ServerResponse) {
    const body = await readAll(request);
    const paths = [...body.matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => m[1] as string);
    const reference = /<CallerReference>([^<]*)<\/CallerReference>/.exec(body)?.[1] ?? '';
    invalidations.push(paths);
    for (const path of paths) options.onChange?.('', path);
    const id = `I${randomBytes(6).toString('hex').toUpperCase()}`;
    response.writeHead(201, { 'content-type': 'text/xml', location: `/invalidation/${id}` });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${id}</Id><Status>InProgress</Status><CreateTime>${new Date().toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${paths.map((p) => `<Path>${p}</Path>`).join('')}</Items></Paths><CallerReference>${reference}</CallerReference></InvalidationBatch></Invalidation>`,
    );
  }

  async function object(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const folder = options.buckets[bucket];
    if (!folder) return xmlError(response, 404, 'NoSuchBucket', 'The bucket does not exist');
    const key = rest.map((part) => decodeURIComponent(part)).join('/');
    const file = fileOf(folder, key);
    if (!file) return xmlError(response, 400, 'InvalidArgument', 'Invalid key');
    const method = request.method ?? 'GET';

    if (method === 'PUT') {
      const signed = request.headers.authorization || url.searchParams.get('X-Amz-Signature');
      if (!signed) return xmlError(response, 403, 'AccessDenied', 'Access Denied');
      if (expired(url.searchParams)) {
        return xmlError(response, 403, 'AccessDenied', 'Request has expired');
      }
      mkdirSync(dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      await pipeline(request, createWriteStream(partial));
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && statSync(partial).size !== declared) {
        rmSync(partial, { force: true });
        return xmlError(response, 400, 'IncompleteBody', 'The body does not match Content-Length');
      }
      renameSync(partial, file);
      // The gateway serves the precompressed copies a build writes; a published page gets its
      // own, as CloudFront would compress it (never a stale copy of the page it replaced).
      rmSync(`${file}.br`, { force: true });
      rmSync(`${file}.gz`, { force: true });
      if (COMPRESSIBLE.test(file)) {
        const data = readFileSync(file);
        writeCompressed(file, data);
      }
      options.onChange?.(bucket, key);
      response.writeHead(200, { etag: `"${randomBytes(8).toString('hex')}"` });
      return response.end();
    }
    if (method === 'DELETE') {
      rmSync(file, { force: true });
      rmSync(`${file}.br`, { force: true });
      rmSync(`${file}.gz`, { force: true });
      options.onChange?.(bucket, key);
      response.writeHead(204);
      return response.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      if (!existsSync(file) || !statSync(file).isFile()) {
        if (method === 'HEAD') {
          response.writeHead(404);
          return response.end();
        }
        return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      const data = readFileSync(file);
      response.writeHead(200, {
        'content-type': lookup(file) ?? 'binary/octet-stream',
        'content-length': String(data.length),
        'last-modified': statSync(file).mtime.toUTCString(),
      });
      return response.end(method === 'HEAD' ? undefined : data);
    }
    return xmlError(response, 405, 'MethodNotAllowed', 'Method not allowed');
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const handled = /^\/2020-05-31\/distribution\/[^/]+\/invalidation$/.test(url.pathname)
      ? invalidate(request, response)
      : object(request, response, url);
    handled.catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) xmlError(response, 500, 'InternalError', 'Internal error');
      else response.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', done);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    sdkEnv: {
      AWS_ENDPOINT_URL_S3: url,
      S3_FORCE_PATH_STYLE: 'true',
      CLOUDFRONT_ENDPOINT: url,
      EDGE_DISTRIBUTION_ID: 'local',
    },
    invalidations,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

function writeCompressed(file: string, data: Buffer) {
  if (data.length < 512) return;
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
