import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { siteEdge } from '@catania/infra/constructs/edge-definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './gateway';
import { closeServer, listen } from './stack';

/**
 * The gateway applies the edge to a site built as the web build lays it out (a small stand-in,
 * so this runs without building), next to a file that must never be served.
 */
const root = mkdtempSync(join(tmpdir(), 'catania-edge-'));
const site = join(root, 'dist');
const files: Record<string, string> = {
  'index.html': '<title>home</title>',
  'chi-siamo.html': '<title>about</title>',
  'prenota.html': '<title>booking</title>',
  'appartamento/appartamento-1.html': '<title>apartment 1</title>',
  'app-shell.html': '<title>shell</title>',
  '404.html': '<title>404</title>',
  'assets/index-a1b2c3.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'assets/index-a1b2c3.js.br': 'brotli bytes',
  'images/hero/hero-1.webp': 'webp',
  'robots.txt': 'User-agent: *',
  '.vite/manifest.json': '{}',
};
writeFileSync(join(root, 'secret.txt'), 'outside the site');
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), content);
}

let base = '';
let server: ReturnType<typeof createGateway>;
beforeAll(async () => {
  server = createGateway({ webDir: site, edge: siteEdge });
  base = `http://127.0.0.1:${await listen(server, 0)}`;
});
afterAll(() => closeServer(server));

/** A raw request: the path goes on the wire exactly as written (fetch would normalise it). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const call = httpRequest(`${base}/`, { path, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body,
          }),
        );
      });
      call.on('error', reject);
      call.end();
    },
  );
}

describe('the gateway applies the edge', () => {
  it('serves each page its own HTML, with a trailing slash and a query string too', async () => {
    for (const [path, title] of [
      ['/', 'home'],
      ['/chi-siamo', 'about'],
      ['/chi-siamo/', 'about'],
      ['/prenota?checkIn=2027-05-01&ospiti=2', 'booking'],
      ['/appartamento/appartamento-1', 'apartment 1'],
    ]) {
      const response = await get(path as string);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toBe(`<title>${title}</title>`);
    }
  });

  it('gives app-only pages the shell, unknown paths the 404 page with 404', async () => {
    expect((await get('/checkout/b1')).body).toBe('<title>shell</title>');
    expect((await get('/admin')).body).toBe('<title>shell</title>');
    const missing = await get('/non-esiste');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('<title>404</title>');
    expect(missing.headers['x-amz-meta-edge-status']).toBeUndefined();
  });

  it('redirects an apartment alias to its page', async () => {
    const response = await get('/apartments/appartamento1?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/appartamento/appartamento-1?x=1');
  });

  it('sends the response headers policy on pages, files, redirects, 404s and the API', async () => {
    for (const path of [
      '/',
      '/assets/index-a1b2c3.js',
      '/apartments/appartamento1',
      '/x',
      '/api/x',
    ]) {
      const response = await get(path);
      for (const [name, value] of Object.entries(siteEdge.responseHeaders)) {
        expect(response.headers[name], `${name} on ${path}`).toBe(value);
      }
    }
  });

  it('caches each kind of file as its upload says', async () => {
    const cacheControl = async (path: string) => (await get(path)).headers['cache-control'];
    expect(await cacheControl('/assets/index-a1b2c3.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheControl('/images/hero/hero-1.webp')).toMatch(/must-revalidate/);
    expect(await cacheControl('/chi-siamo')).toMatch(/max-age=0, s-maxage/);
    expect(await cacheControl('/non-esiste')).toMatch(/max-age=0, s-maxage/);
  });

  it('answers a revalidation with 304, and compresses as CloudFront would', async () => {
    const first = await get('/chi-siamo');
    expect((await get('/chi-siamo', { 'if-none-match': first.headers.etag ?? '' })).status).toBe(
      304,
    );
    const script = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip, br' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.body).toBe('brotli bytes');
  });

  it('applies the edge it is given: a template’s, say', async () => {
    const other = createGateway({
      webDir: site,
      edge: { ...siteEdge, responseHeaders: { 'x-edge': 'from the template' } },
    });
    const port = await listen(other, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.headers.get('x-edge')).toBe('from the template');
      expect(response.headers.get('content-security-policy')).toBeNull();
    } finally {
      await closeServer(other);
    }
  });
});

describe('bad input at the edge', () => {
  const attempts = [
    '/..',
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets%2findex-a1b2c3.js',
    '/assets/..%5c..%5csecret.txt',
    '//chi-siamo',
    '//etc/passwd',
    '/chi-siamo//',
    '/.vite/manifest.json',
    '/index.html.br',
    '/assets/index-a1b2c3.js.br',
    '/%00',
    '/%E0%A4%A',
    '/%',
    '/wp-login.php',
    '/chi-siamo.php',
    '/x.exe',
    '/.env',
    '/robots.txt/',
    `/${'a'.repeat(4000)}`,
    `/assets/${'b'.repeat(4000)}.js`,
    '/prenota?%',
    '/prenota?a=%ZZ&&=&b',
    '/prenota?ospiti=2&ospiti=3',
    '/prenota?%3Cscript%3E=1',
    '/apartments/appartamento1?%0d%0aSet-Cookie:x=1',
    '/?a=%E2%82%AC',
  ];

  it('gets the 404 page or the right page, never a 5xx, never a file outside the site', async () => {
    const siteContents = Object.entries(files)
      .filter(([path]) => !path.startsWith('.vite/') && !path.endsWith('.br'))
      .map(([, content]) => content);
    for (const path of attempts) {
      const response = await get(path);
      expect(response.status, path).toBeLessThan(500);
      expect([200, 301, 404], path).toContain(response.status);
      expect(response.body, path).not.toContain('outside the site');
      expect(response.body, path).not.toBe('{}');
      if (response.status === 301) expect(response.headers.location, path).toMatch(/^\/[^/]/);
      // A file of the site itself (S3 decodes `%2F` in a key as `/`), never the manifest.
      if (response.status === 200) expect(siteContents, path).toContain(response.body);
    }
  });

  it('refuses a URL longer than CloudFront takes, and methods the site does not allow', async () => {
    expect((await get(`/${'a'.repeat(9000)}`)).status).toBe(414);
    const post = await fetch(`${base}/chi-siamo`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(403);
  });
});
