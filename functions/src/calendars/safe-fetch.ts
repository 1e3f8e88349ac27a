import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import { isBlockedAddress } from './blocked-addresses';

/**
 * Fetches an iCal feed URL that the owner typed, safely (product §10, iCal): the server must not
 * become a way to reach what only it can reach (SSRF).
 * - http and https only, default ports or any port, no credentials in the URL;
 * - no private, loopback, link-local, CGNAT, multicast or reserved address: checked on the
 *   address actually connected to (inside the socket's DNS lookup, so a name that resolves to a
 *   private address, or rebinds between two lookups, is refused), and on every redirect (at most 5);
 * - a timeout over the whole exchange and a cap on the body's size, both enforced while reading.
 */
export interface SafeFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** `true` allows every private address (local development); a list allows those hosts only. */
  allowPrivate: boolean | readonly string[];
  maxRedirects?: number;
  userAgent?: string;
}

export interface FetchedFeed {
  status: number;
  body: string;
  contentType: string | undefined;
  /** The URL the body came from, after redirects. */
  url: string;
}

export type FetchErrorKind =
  | 'invalid_url'
  | 'blocked_address'
  | 'dns'
  | 'timeout'
  | 'too_large'
  | 'http_status'
  | 'too_many_redirects'
  | 'network';

/** A failed fetch, with the Italian message the dashboard shows. */
export class FeedFetchError extends Error {
  constructor(
    readonly kind: FetchErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

const MESSAGES = {
  invalidUrl: 'URL non valido: usa un indirizzo http:// o https:// pubblico.',
  blocked: 'Indirizzo non consentito: il calendario deve essere pubblico su Internet.',
  dns: 'Impossibile trovare il server del calendario (nome host sconosciuto).',
  timeout: 'Il server del calendario non ha risposto in tempo.',
  tooLarge: (max: number) =>
    `Il calendario è troppo grande (oltre ${Math.round(max / (1024 * 1024))} MB).`,
  redirects: 'Troppi reindirizzamenti.',
  network: 'Impossibile raggiungere il server del calendario.',
  status: (status: number) =>
    status === 404
      ? 'Calendario non trovato (HTTP 404): controlla che il link sia corretto e pubblico.'
      : status === 401 || status === 403
        ? `Accesso al calendario negato (HTTP ${status}): il calendario deve essere pubblico.`
        : `Il server del calendario ha risposto con un errore (HTTP ${status}).`,
};

function isAllowedPrivate(url: URL, allow: SafeFetchOptions['allowPrivate']): boolean {
  if (allow === true) return true;
  if (allow === false) return false;
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allow.some((entry) => {
    const value = entry.trim().toLowerCase();
    return value === hostname || value === `${hostname}:${port}`;
  });
}

/** Parses and checks a feed URL before any connection. */
export function checkFeedUrl(raw: string, allow: SafeFetchOptions['allowPrivate'] = false): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedFetchError('invalid_url', MESSAGES.invalidUrl);
  }
  // webcal:// is what some platforms print for the same feed over https.
  if (url.protocol === 'webcal:') url = new URL(`https:${raw.slice('webcal:'.length)}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedFetchError('invalid_url', MESSAGES.invalidUrl);
  }
  if (url.username || url.password) throw new FeedFetchError('invalid_url', MESSAGES.invalidUrl);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname) && isBlockedAddress(hostname) && !isAllowedPrivate(url, allow)) {
    throw new FeedFetchError('blocked_address', MESSAGES.blocked);
  }
  return url;
}

/** A DNS lookup that refuses to hand the socket a private address. */
function guardedLookup(url: URL, allow: SafeFetchOptions['allowPrivate']): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      const open = isAllowedPrivate(url, allow);
      const usable = list.filter((a) => open || !isBlockedAddress(a.address));
      if (usable.length === 0 || usable.length < list.length) {
        // Any private answer refuses the name: a host mixing public and private answers is a trap.
        return callback(new FeedFetchError('blocked_address', MESSAGES.blocked), '', 0);
      }
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
      }
      const first = usable[0] as { address: string; family: number };
      callback(null, first.address, first.family);
    });
  };
}

function requestOnce(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; body?: string; contentType?: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(url, options.allowPrivate),
        signal,
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
          'accept-encoding': 'gzip, deflate',
          'user-agent': options.userAgent ?? 'CataniaCentroApartments-iCal/1.0',
        },
        // No keep-alive pool: every connection goes through the guarded lookup.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          return resolve({ status, location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return resolve({ status });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(
            new FeedFetchError('too_large', MESSAGES.tooLarge(options.maxBytes), status),
          );
        }
        // Compressed feeds are inflated while read; the cap counts inflated bytes (no zip bombs).
        const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
        const body: Readable =
          encoding === 'gzip' || encoding === 'x-gzip'
            ? response.pipe(createGunzip())
            : encoding === 'deflate'
              ? response.pipe(createInflate())
              : response;
        const chunks: Buffer[] = [];
        let size = 0;
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            body.destroy();
            reject(new FeedFetchError('too_large', MESSAGES.tooLarge(options.maxBytes), status));
            return;
          }
          chunks.push(chunk);
        });
        body.on('end', () =>
          resolve({
            status,
            body: Buffer.concat(chunks).toString('utf8'),
            contentType: response.headers['content-type'],
          }),
        );
        if (body !== response) {
          body.on('error', () => reject(new FeedFetchError('network', MESSAGES.network, status)));
        }
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function toFetchError(error: unknown, signal: AbortSignal): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted) return new FeedFetchError('timeout', MESSAGES.timeout);
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FeedFetchError) return cause;
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FeedFetchError('dns', MESSAGES.dns);
  return new FeedFetchError('network', MESSAGES.network);
}

export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<FetchedFeed> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = checkFeedUrl(raw, options.allowPrivate);
    for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop += 1) {
      let answer: Awaited<ReturnType<typeof requestOnce>>;
      try {
        answer = await requestOnce(url, options, controller.signal);
      } catch (error) {
        throw toFetchError(error, controller.signal);
      }
      if (answer.location) {
        url = checkFeedUrl(new URL(answer.location, url).href, options.allowPrivate);
        continue;
      }
      if (answer.body === undefined) {
        throw new FeedFetchError('http_status', MESSAGES.status(answer.status), answer.status);
      }
      return {
        status: answer.status,
        body: answer.body,
        contentType: answer.contentType,
        url: url.href,
      };
    }
    throw new FeedFetchError('too_many_redirects', MESSAGES.redirects);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads the ICAL_ALLOW_PRIVATE_HOSTS setting. */
export function parseAllowPrivate(value: string): boolean | string[] {
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === '' || text === 'false' || text === '0') return false;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
