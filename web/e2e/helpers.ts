import AxeBuilder from '@axe-core/playwright';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import {
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
} from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Stands in for Google's tag (blocked from the network here) and does what matters to the CSP:
 * it is a script from googletagmanager, and it sends a measurement with fetch and an image, as
 * gtag.js does, to the hosts the CSP allows for them.
 */
const GTAG_STUB = `(function () {
  var hit = 'v=2&en=page_view&dl=' + encodeURIComponent(location.href);
  fetch('https://region1.google-analytics.com/g/collect?' + hit, { method: 'POST', mode: 'no-cors', keepalive: true });
  new Image().src = 'https://www.google-analytics.com/g/collect?' + hit;
  window.gtagStubLoaded = true;
})();`;

/**
 * Answers Google's tag and beacons with the stand-in (only where a test accepts analytics: a
 * route makes the browser hand every request of the context to Playwright).
 */
export async function stubAnalytics(context: BrowserContext) {
  await context.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GTAG_STUB }),
  );
  await context.route(/^https:\/\/[^/]*(google-analytics\.com|analytics\.google\.com)\//, (route) =>
    route.fulfill({ status: 204 }),
  );
}

/**
 * Every test runs through the production edge (the gateway applies the CSP, the routing and the
 * status codes of the synthesized distribution) and fails on any Content-Security-Policy
 * violation, reported as an event or in the console, on any page it visits. The watch comes with
 * the `page` fixture: a test that only sends requests (`request`) opens no browser page at all.
 */
export const edgeTest = base.extend({
  page: async ({ page }, use, testInfo) => {
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (violation: string) => {
      violations.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation?: (v: string) => void })
          .__reportCspViolation;
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
        violations.push(`console: ${message.text()}`);
      }
    });
    await use(page);
    if (violations.length > 0) {
      throw new Error(`${testInfo.title}: CSP violations:\n${violations.join('\n')}`);
    }
  },
});

/**
 * `page.goto` and `page.reload` wait until the app has taken over the prerendered HTML
 * (`html[data-hydrated]`), as a person waits for a page to respond.
 */
export const test = edgeTest.extend({
  page: async ({ page }, use) => {
    const ready = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
});

export const today = () => todayInRome();
export const day = (n: number) => addDays(todayInRome(), n);
export { addDays };

/** A stored 'reject all' consent, so the banner stays out of the way. */
export async function withConsent(context: BrowserContext, baseURL: string | undefined) {
  const value = encodeURIComponent(
    JSON.stringify({
      version: '1.0',
      timestamp: Date.now(),
      necessary: true,
      analytics: false,
      marketing: false,
    }),
  );
  await context.addCookies([
    { name: 'consent_state', value, url: baseURL ?? 'http://localhost:4173' },
  ]);
}

/** Answers an API path with a JSON body. */
export async function mockJson(page: Page, path: string | RegExp, body: unknown, status = 200) {
  await page.route(typeof path === 'string' ? `**${path}` : path, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** `dd/MM/yyyy` of a calendar date. */
export function ddmmyyyy(date: string) {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** Clicks a day of the open calendar, moving the month view forward when needed. */
/** A date-range picker's trigger, once it responds. */
export const pickerTrigger = (scope: Page | import('@playwright/test').Locator) =>
  scope
    .locator('button[data-ready]')
    .filter({ hasText: /.+/ })
    .and(scope.getByRole('button', { name: /^Date del soggiorno/ }));

export async function pickDay(page: Page, date: string) {
  const scope = page.getByTestId('date-range-calendar').last();
  for (let i = 0; i < 14; i++) {
    const button = scope.locator(`[data-date="${date}"]`);
    if (await button.count()) {
      await button.click();
      return;
    }
    await scope.getByRole('button', { name: 'Mese successivo' }).click();
  }
  throw new Error(`day ${date} not found`);
}

/**
 * Waits until the page's finite CSS animations and transitions have ended (entrance fades, a
 * dialog opening): axe reads colours mid-fade as low contrast. Endless ones (spinners) are not
 * waited for.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** The visible toast (there is at most one). */
export const toast = (page: Page) => page.locator('li[data-variant][data-state="open"]');

/** The WCAG 2.1 A/AA rules and axe's best practices: what every audit of the site checks. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Axe's serious and critical findings on the page (or within `include`, minus `exclude`: CSS
 * selectors), one line each. A page without frames is audited in the page itself (axe's legacy
 * mode): the same rules, without the blank page axe otherwise opens to merge the frames' results.
 */
export async function axeViolations(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.setLegacyMode(page.frames().length === 1).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/**
 * Watches the requests of `page` from now on; the returned `settled` waits until the page's
 * pending work has run (an idle callback: what hydration or a scroll starts, it has asked for)
 * and every request it made has ended: a condition, where `networkidle` always waits half a
 * second more.
 */
export function whenSettled(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    // Polled every 50 ms: the default backoff (100, 250, 500 ms, then every second) made a page
    // whose last request ended after the first look wait up to a second more.
    await expect
      .poll(() => [...inFlight].map((request) => request.url()), { intervals: [50] })
      .toEqual([]);
  };
}

/** Console errors (a hydration mismatch among them) and uncaught exceptions, as they come. */
export function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * On a phone's apartment page: the sticky bar's 'Prenota' leads to the calendar, where three
 * nights next month are chosen; the bar then tells their total. Returns the bar.
 */
export async function chooseStayFromPhoneBar(page: Page) {
  const bar = page.getByTestId('phone-booking-bar');
  await bar.getByRole('button', { name: 'Prenota', exact: true }).click();
  const calendar = page.getByTestId('date-range-calendar');
  await expect(calendar).toBeInViewport();
  await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  const days = calendar.locator('button[data-date]:not([aria-disabled])');
  await days.nth(5).click();
  await days.nth(8).click();
  await expect(bar.getByTestId('phone-booking-price')).toContainText('3 notti');
  return bar;
}
