import vm from 'node:vm';
import { pageFile, STORED_CONTENT_PAGES } from '@catania/shared/config/site-pages';
import { describe, expect, it } from 'vitest';
import {
  CSP_MAX_LENGTH,
  contentSecurityPolicy,
  SITE_FILES,
  siteFileRule,
  VIEWER_REQUEST_CODE,
  VIEWER_RESPONSE_CODE,
} from './edge-definition';

/** The function code run as CloudFront runs it: its own context, `handler(event)`. */
function cloudFrontFunction(code: string) {
  const context = vm.createContext({});
  vm.runInContext(code, context);
  // biome-ignore lint/suspicious/noExplicitAny: the function's own event and result shapes
  return (event: any): any => {
    context.event = event;
    return vm.runInContext('handler(event)', context);
  };
}

const viewerRequest = cloudFrontFunction(VIEWER_REQUEST_CODE);
const route = (uri: string, querystring: Record<string, { value: string }> = {}) => {
  const result = viewerRequest({
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '198.51.100.1' },
    request: { method: 'GET', uri, querystring, headers: {}, cookies: {} },
  });
  return result.statusCode
    ? `${result.statusCode} ${result.headers.location.value}`
    : String(result.uri);
};

describe('the viewer-request function', () => {
  it('serves each prerendered page its own HTML, trailing slashes or not', () => {
    expect(route('/')).toBe('/index.html');
    expect(route('/chi-siamo')).toBe('/chi-siamo.html');
    expect(route('/chi-siamo/')).toBe('/chi-siamo.html');
    expect(route('/recensioni//')).toBe('/recensioni.html');
    expect(route('/appartamento/appartamento-3')).toBe('/appartamento/appartamento-3.html');
    expect(route('/smart-booking')).toBe('/smart-booking.html');
    for (const page of ['/prenota', '/privacy', '/cookie-policy', '/terms', '/gdpr']) {
      expect(route(page)).toBe(`${page}.html`);
    }
  });

  it('gives app-only pages the app shell', () => {
    for (const uri of [
      '/checkout',
      '/checkout/AbC123',
      '/booking/success',
      '/la-mia-prenotazione',
      '/check-in/Zm9vYmFyLXRva2Vu',
      '/admin',
      '/admin/',
      '/admin/calendar',
      '/smart-booking/appartamento-2',
      '/smart-booking/moderno-duomo',
    ]) {
      expect(route(uri), uri).toBe('/app-shell.html');
    }
  });

  it('redirects every apartment alias to its canonical page, keeping the query', () => {
    expect(route('/apartments/appartamento-1')).toBe('301 /appartamento/appartamento-1');
    expect(route('/apartments/appartamento2')).toBe('301 /appartamento/appartamento-2');
    expect(route('/appartamento/apartment-3')).toBe('301 /appartamento/appartamento-3');
    expect(route('/appartamento/Famiglia-Castello-Ursino')).toBe(
      '301 /appartamento/appartamento-4',
    );
    expect(route('/apartments/appartamento1', { checkIn: { value: '2027-05-01' } })).toBe(
      '301 /appartamento/appartamento-1?checkIn=2027-05-01',
    );
  });

  it('redirects a path that differs only in case, and .html to the clean path', () => {
    expect(route('/Chi-Siamo')).toBe('301 /chi-siamo');
    expect(route('/ADMIN')).toBe('301 /admin');
    expect(route('/Checkout/AbC123')).toBe('301 /checkout/AbC123');
    expect(route('/chi-siamo.html')).toBe('301 /chi-siamo');
    expect(route('/index.html')).toBe('301 /');
    expect(route('/404.html')).toBe('301 /404');
  });

  it('passes the site’s files through: a missing one is the bucket’s 404', () => {
    for (const uri of ['/assets/index-abc.js', '/images/hero/a.webp', '/robots.txt', '/x.css']) {
      expect(route(uri)).toBe(uri);
    }
  });

  it('gives anything else the 404 page', () => {
    for (const uri of [
      '/nope',
      '/404',
      '/app-shell',
      '/appartamento/appartamento-9',
      '/apartments/',
      '/checkout/a/b',
      '/admin/calendar/x',
      '/chi-siamo/extra',
      '//chi-siamo',
      '/wp-login.php',
      '/.env',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/constructor',
      '/__proto__',
      `/${'a'.repeat(5000)}`,
    ]) {
      expect(route(uri), uri).toBe('/404.html');
    }
  });
});

describe('the viewer-request function, in English', () => {
  it('serves each English page its own HTML, the home with or without its slash', () => {
    expect(route('/en')).toBe('/en.html');
    expect(route('/en/')).toBe('/en.html');
    expect(route('/en/chi-siamo')).toBe('/en/chi-siamo.html');
    expect(route('/en/appartamento/appartamento-2/')).toBe('/en/appartamento/appartamento-2.html');
    for (const page of [
      '/prenota',
      '/smart-booking',
      '/privacy',
      '/cookie-policy',
      '/terms',
      '/gdpr',
    ]) {
      expect(route(`/en${page}`)).toBe(`/en${page}.html`);
    }
  });

  it('gives the English app-only pages the app shell, but no English admin', () => {
    for (const uri of [
      '/en/checkout',
      '/en/checkout/AbC123',
      '/en/booking/success',
      '/en/check-in/Zm9v',
    ]) {
      expect(route(uri), uri).toBe('/en/app-shell.html');
    }
    expect(route('/en/admin')).toBe('/en/404.html');
  });

  it('redirects an English apartment alias to the English page, and case to the English path', () => {
    expect(route('/en/apartments/appartamento1')).toBe('301 /en/appartamento/appartamento-1');
    expect(route('/EN/Chi-Siamo')).toBe('301 /en/chi-siamo');
  });

  it('gives an unknown English path the English 404 page, any other prefix the Italian one', () => {
    for (const uri of [
      '/en/nope',
      '/en/appartamento/appartamento-9',
      '/en/x.php',
      '/en/chi-siamo/extra',
    ]) {
      expect(route(uri), uri).toBe('/en/404.html');
    }
    for (const uri of ['/de', '/de/chi-siamo', '/english', '/en-gb/chi-siamo', '/EN-GB']) {
      expect(route(uri), uri).toBe('/404.html');
    }
  });
});

describe('the viewer-response function', () => {
  const viewerResponse = cloudFrontFunction(VIEWER_RESPONSE_CODE);
  const answer = (statusCode: number, headers: Record<string, { value: string }>) =>
    viewerResponse({ request: { uri: '/x' }, response: { statusCode, headers } });

  it('answers the 404 page with 404 and keeps its metadata private', () => {
    const response = answer(200, {
      'x-amz-meta-edge-status': { value: '404' },
      'content-type': { value: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.statusDescription).toBe('Not Found');
    expect(Object.keys(response.headers)).toEqual(['content-type']);
  });

  it('leaves every other answer alone, a revalidated 404 page too', () => {
    expect(answer(200, { 'content-type': { value: 'text/html' } }).statusCode).toBe(200);
    expect(answer(304, { 'x-amz-meta-edge-status': { value: '404' } }).statusCode).toBe(304);
  });
});

describe('the Content-Security-Policy', () => {
  it('fits in a CloudFront response headers policy', () => {
    expect(contentSecurityPolicy.length).toBeLessThanOrEqual(CSP_MAX_LENGTH);
  });
});

describe('the site uploads', () => {
  it('put every file of a build in exactly one upload, and leave out what is not the site', () => {
    const uploads = (key: string) =>
      SITE_FILES.filter((rule) => siteFileRule(key, [rule]) === rule).map((rule) => rule.name);
    expect(uploads('assets/index-a1b2.js')).toEqual(['Assets']);
    expect(uploads('assets/index-a1b2.css')).toEqual(['Assets']);
    expect(uploads('images/apartments/appartamento-1/a.webp')).toEqual(['Images']);
    expect(uploads('favicon.svg')).toEqual(['Images']);
    expect(uploads('404.html')).toEqual(['NotFoundPage']);
    expect(uploads('en/404.html')).toEqual(['NotFoundPage']);
    for (const key of [
      'chi-siamo.html',
      'en/chi-siamo.html',
      'app-shell.html',
      'en/app-shell.html',
      'robots.txt',
      'sitemap.xml',
      'site.webmanifest',
    ]) {
      expect(uploads(key), key).toEqual(['Pages']);
    }
    for (const key of ['.vite/manifest.json', 'index.html.br', 'assets/index-a1b2.js.gz']) {
      expect(siteFileRule(key), key).toBeUndefined();
    }
  });

  it('leave the pages made from the owner’s published content to the render of the stored content (ADR 0019)', () => {
    const uploads = (key: string) =>
      SITE_FILES.filter((rule) => siteFileRule(key, [rule]) === rule).map((rule) => rule.name);
    for (const page of STORED_CONTENT_PAGES) {
      expect(uploads(pageFile(page)), page).toEqual(['StoredContentPages']);
    }
    expect(STORED_CONTENT_PAGES).toContain('/');
    expect(STORED_CONTENT_PAGES).toContain('/en');
    expect(STORED_CONTENT_PAGES).toContain('/appartamento/appartamento-1');
    expect(STORED_CONTENT_PAGES).toContain('/en/appartamento/appartamento-1');
    const rule = SITE_FILES.find((r) => r.name === 'StoredContentPages');
    // Never uploaded nor pruned by a deploy's sync.
    expect(rule).toMatchObject({ published: true, prune: false });
  });
});
