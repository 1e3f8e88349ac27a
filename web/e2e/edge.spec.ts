import { E2E_ADMIN } from '@catania/scripts/local/admin-credentials';
import { ITALIAN_PRERENDERED_PAGES, PRERENDERED_PAGES } from '@catania/shared/config/site-pages';
import { APARTMENTS_EN } from '@catania/shared/content/apartments-en';
import type { Page } from '@playwright/test';
import { expect, stubAnalytics, test, whenSettled } from './helpers';

/**
 * The site as the production edge serves it (the gateway applies the synthesized distribution's
 * function code and headers): every route answers with its status, its own HTML and title, and
 * hydrates without a single CSP violation (the helpers fail any test on one) or failed request.
 */
const APP_ONLY = [
  '/checkout',
  '/booking/success',
  '/la-mia-prenotazione',
  '/smart-booking/appartamento-2',
  '/check-in/link-sconosciuto',
];
const UNKNOWN = '/pagina-inesistente';
const ALIAS = '/apartments/appartamento1';

/**
 * Watches `page`: `failures` collects the same-origin requests that failed and the static files
 * that are missing, `errors` the console's errors and uncaught exceptions; `visit` opens a path
 * and waits until the page has settled.
 */
function watchRequests(page: Page, origin: string) {
  const failures: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs every 4xx answer; the API's (a 404 for an unknown check-in link) are the
    // app's business, the others are failures above.
    if (/^Failed to load resource/.test(message.text())) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  const settled = whenSettled(page);
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // A request cut short by the next navigation is not a failure of the page.
    if (request.url().startsWith(origin) && !error.includes('ERR_ABORTED')) {
      failures.push(`${request.url()}: ${error}`);
    }
  });
  page.on('response', (response) => {
    const url = response.url();
    // API answers (a 401 before sign-in, say) are the app's business; the documents' own
    // statuses are checked by each visit.
    if (
      url.startsWith(origin) &&
      response.status() >= 400 &&
      !url.startsWith(`${origin}/api/`) &&
      !response.request().isNavigationRequest()
    ) {
      failures.push(`${url}: ${response.status()}`);
    }
  });
  /** Opens `path` and waits until the app has taken over and the page has settled. */
  const visit = async (path: string, status = 200) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await settled();
  };
  return { failures, errors, visit, settled };
}

/**
 * The Italian routes, every one walked on the phone and one of each kind on the desktop; the
 * English pages are the same components: the crawlers' test below reads every one of them, and one
 * walk opens a few.
 */
const everyPublicRoute = [...ITALIAN_PRERENDERED_PAGES, ...APP_ONLY];

/** Pages whose exact title the crawlers and the hydrated app both show. */
const TITLES: Record<string, string> = {
  '/chi-siamo': 'Chi siamo · Catania Centro Apartments',
  '/recensioni': 'Recensioni degli ospiti · Catania Centro Apartments',
  '/appartamento/appartamento-1':
    'Appartamento Moderno Duomo · Appartamento a Catania · Catania Centro Apartments',
  '/prenota': 'Prenota il tuo appartamento a Catania · Catania Centro Apartments',
};

/**
 * What a prerendered page shows once hydrated: a heading, the site's name in a title of its own
 * and a description worth the name (`seen` holds the titles met so far).
 */
async function ownTitleAndDescription(page: Page, path: string, seen: Set<string>) {
  await expect(page.locator('h1').first(), path).toBeVisible();
  const title = await page.title();
  expect(title, path).toContain('Catania Centro Apartments');
  expect(seen.has(title), `${path} repeats a title`).toBe(false);
  seen.add(title);
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('html'), path).toHaveAttribute('lang', 'it');
}

// The public routes are walked at both widths, on the phone before consent (the banner up) and
// on the desktop after it (analytics loaded): what differs by width (layout, the photos' sizes)
// is seen at each, and the states of consent once each. The phone opens every route, the desktop
// one page of each kind.
test('every route hydrates on a phone with no failed request or console error before consent', {
  tag: '@phone-only',
}, async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { failures, errors, visit } = watchRequests(page, baseURL ?? '');
  const titles = new Set<string>();
  for (const path of everyPublicRoute) {
    await visit(path);
    if (ITALIAN_PRERENDERED_PAGES.includes(path)) await ownTitleAndDescription(page, path, titles);
  }
  await visit(UNKNOWN, 404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await visit(ALIAS);
  expect(new URL(page.url()).pathname).toBe('/appartamento/appartamento-1');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});

test('every kind of page works on a desktop with analytics loaded after consent, no console error', {
  tag: '@desktop-only',
}, async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await stubAnalytics(context);
  const { failures, errors, visit } = watchRequests(page, baseURL ?? '');
  const tag = page.waitForRequest(/googletagmanager\.com\/gtag\/js\?id=G-/);
  await visit('/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accetta tutti' }).click();
  // The tested build carries a measurement id (npm test builds it with one), so the tag loads.
  await tag;
  await expect
    .poll(() => page.evaluate(() => 'gtagStubLoaded' in window && window.gtagStubLoaded))
    .toBe(true);
  // One page of each kind (the phone's walk opens every route): the other apartments and legal
  // pages are the same components with other content.
  const oneOfEachKind = everyPublicRoute.filter(
    (path) =>
      !/^\/appartamento\/appartamento-[2-4]$/.test(path) &&
      !['/cookie-policy', '/terms', '/gdpr'].includes(path),
  );
  for (const path of [...oneOfEachKind, ALIAS]) {
    await visit(path);
    // The hydrated pages keep their titles and point canonical links at themselves.
    const title = TITLES[path];
    if (!title) continue;
    await expect(page, path).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    );
  }
  await visit(UNKNOWN, 404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});

test('the admin signs in and uses every screen', { tag: '@phone-only' }, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { failures, visit, settled } = watchRequests(page, baseURL ?? '');
  await visit('/admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Pannello di Amministrazione' })).toBeVisible();
  for (const tab of ['Calendari', 'Prezzi', 'Prenotazioni', 'Contatti']) {
    // Focus selects a tab (Radix): no click that the fixed bar could cover on a phone.
    await page.getByRole('tab', { name: tab, exact: true }).press('Enter');
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'data-state',
      'active',
    );
    await settled();
  }
  await visit('/admin/calendar');
  await visit('/admin');
  await expect(page.getByRole('heading', { name: 'Pannello di Amministrazione' })).toBeVisible();
  expect(failures).toEqual([]);
});

test.describe('what crawlers get', { tag: '@desktop-only' }, () => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

  test('each page answers 200 with its own title and canonical link', async ({ request }) => {
    const titles = new Set<string>();
    for (const path of PRERENDERED_PAGES) {
      for (const variant of [path, path === '/' ? '/?utm_source=x' : `${path}/`, `${path}?a=1`]) {
        const response = await request.get(variant, { maxRedirects: 0 });
        expect(response.status(), variant).toBe(200);
        const html = await response.text();
        expect(canonicalOf(html), variant).toBe(path);
        const title = titleOf(html) ?? '';
        if (TITLES[path]) expect(title, variant).toBe(TITLES[path]);
        titles.add(title);
      }
    }
    expect(titles.size).toBe(PRERENDERED_PAGES.length);
  });

  test('each page names its other language and x-default (the Italian) by hreflang', async ({
    request,
  }) => {
    for (const [path, italian, english, lang] of [
      ['/', '/', '/en', 'it'],
      ['/en', '/', '/en', 'en'],
      [
        '/en/appartamento/appartamento-1',
        '/appartamento/appartamento-1',
        '/en/appartamento/appartamento-1',
        'en',
      ],
      ['/prenota', '/prenota', '/en/prenota', 'it'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      const site = 'https://www.cataniacentroapartments.it';
      expect(html, path).toContain(`<link rel="alternate" hreflang="it" href="${site}${italian}">`);
      expect(html, path).toContain(`<link rel="alternate" hreflang="en" href="${site}${english}">`);
      expect(html, path).toContain(
        `<link rel="alternate" hreflang="x-default" href="${site}${italian}">`,
      );
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of PRERENDERED_PAGES) {
      expect(sitemap, path).toContain(`<loc>https://www.cataniacentroapartments.it${path}</loc>`);
    }
  });

  test('an unknown English path is the English 404 page with status 404', async ({ request }) => {
    for (const path of ['/en/pagina-inesistente', '/en/appartamento/appartamento-9', '/en/x.php']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="en"');
      expect(titleOf(html), path).toBe('Page not found · Catania Centro Apartments');
      expect(html, path).not.toContain('La pagina che cercavi');
    }
    const other = await request.get('/de/chi-siamo', { maxRedirects: 0 });
    expect(other.status()).toBe(404);
    expect(await other.text()).toContain('<html lang="it"');
  });

  test('an app-only page arrives in its language before the app runs (the shell of its language)', async ({
    request,
  }) => {
    for (const [path, lang] of [
      ['/en/checkout', 'en'],
      ['/en/check-in/Zm9vYmFy', 'en'],
      ['/checkout', 'it'],
      ['/admin', 'it'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(`<html lang="${lang}"`);
    }
  });

  test('an unknown path is the Italian 404 page with status 404', async ({ request }) => {
    for (const path of [UNKNOWN, '/appartamento/appartamento-9', '/chi-siamo/altro', '/x.php']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="it">');
      expect(html, path).toContain('404 Page Not Found');
      expect(titleOf(html), path).toBe('Pagina non trovata · Catania Centro Apartments');
    }
  });

  test('an apartment alias redirects (301) to its canonical page', async ({ request }) => {
    const response = await request.get(ALIAS, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/appartamento/appartamento-1');
  });
});

/** The first words of the first apartment's Italian description. */
const ITALIAN_DESCRIPTION = 'Un open space di 45 m²';

test('the English pages hydrate in English, their language switch leading to the same Italian page', {
  tag: '@phone-only',
}, async ({ page, baseURL }) => {
  const { failures, errors, visit } = watchRequests(page, baseURL ?? '');
  for (const path of ['/en', '/en/appartamento/appartamento-1', '/en/prenota', '/en/checkout']) {
    await visit(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Italiano' }), path).toBeVisible();
    if (path.includes('appartamento')) {
      // The apartment's own words too, once hydrated from the API in English.
      const english = APARTMENTS_EN['appartamento-1'];
      await expect(page.getByText(english.description)).toBeVisible();
      await expect(page.getByText(english.highlights[0] as string)).toBeVisible();
      await expect(page.locator('main')).not.toContainText(ITALIAN_DESCRIPTION);
    }
  }
  await visit('/en/chi-siamo');
  await expect(page).toHaveTitle('About us · Catania Centro Apartments');
  await page.getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(`${baseURL}/chi-siamo`);
  await expect(page).toHaveTitle('Chi siamo · Catania Centro Apartments');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await visit('/en/pagina-inesistente', 404);
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/en',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});

declare global {
  interface Window {
    gtagStubLoaded?: boolean;
  }
}
