import type { Page } from '@playwright/test';
import {
  animationsSettled,
  axeViolations as audit,
  expect,
  test,
  whenSettled,
  withConsent,
} from './helpers';

/** Loads `path` as a reader would (the lazy sections below the fold included) and audits it. */
async function auditPage(page: Page, path: string) {
  const settled = whenSettled(page);
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // Let lazy sections below the fold load as a reader scrolls.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  await settled();
  // Axe reads colours mid-fade as low contrast: the entrance fades first end.
  await animationsSettled(page);
  return (await audit(page)).map((violation) => `${path}: ${violation}`);
}

// The booking pages, each its own test, each at one width: the same components at both, and the
// chrome of the other width is audited with the other pages (the desktop's bar with the groups
// below, the phone's menu with /prenota).
const BOOKING_PAGES = [
  { path: '/', tag: ['@phone-only'] },
  { path: '/appartamento/appartamento-1', tag: ['@desktop-only'] },
  { path: '/prenota', tag: ['@phone-only'] },
];
for (const { path, tag } of BOOKING_PAGES) {
  test(`axe: no serious or critical violation on ${path}`, { tag }, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await withConsent(context, baseURL);
    expect(await auditPage(page, path)).toEqual([]);
  });
}

// The other pages on the desktop, a few to a test: one browser page walks them, so each
// after the first loads with the site's scripts already cached.
const GROUPS = [
  ['/chi-siamo', '/recensioni', '/pagina-inesistente'],
  ['/smart-booking', '/smart-booking/appartamento-2'],
  ['/privacy', '/cookie-policy', '/terms', '/gdpr'],
];
for (const paths of GROUPS) {
  test(`axe: no serious or critical violation on ${paths.join(', ')}`, {
    tag: '@desktop-only',
  }, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await withConsent(context, baseURL);
    const violations: string[] = [];
    for (const path of paths) violations.push(...(await auditPage(page, path)));
    expect(violations).toEqual([]);
  });
}

// The pages themselves are audited above: here the banner, in both of its views, and the page
// with the booking dialog open.
// Two tests, not one: together, three audits and two page loads ran past a minute on loaded cores.
// On the phone, where most guests meet them (the banner and the dialog fill its screen).
test('axe: the cookie banner', { tag: '@phone-only' }, async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  expect(await audit(page, { include: '[data-testid="cookie-banner"]' })).toEqual([]);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Personalizza' }).click();
  expect(await audit(page, { include: '[data-testid="cookie-banner"]' })).toEqual([]);
});

test('axe: the booking dialog', { tag: '@phone-only' }, async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await withConsent(context, baseURL);
  await page.goto('/appartamento/appartamento-1');
  const calendar = page.getByTestId('date-range-calendar');
  // Next month: the grid shows one month's days only, and late in a month this one has fewer
  // than six bookable days left.
  await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  const days = calendar.locator('button[data-date]:not([aria-disabled])');
  await days.nth(2).click();
  await days.nth(5).click();
  await page.getByRole('button', { name: /^Prenota \d+ notti/ }).click();
  await expect(page.getByTestId('booking-dialog')).toBeVisible();
  // The whole page: what the open dialog hides from assistive technology must hold no focus.
  expect(await audit(page)).toEqual([]);
});

// The calendar as a grid and the date field's calendar, open, with a toast showing.
test('axe: the open calendar grid, a date field with its calendar, a toast', {
  tag: '@desktop-only',
}, async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await withConsent(context, baseURL);
  await page.goto('/smart-booking/appartamento-1');
  await page.getByRole('button', { name: /^Date del soggiorno/ }).click();
  await expect(page.getByTestId('date-range-calendar').getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await animationsSettled(page);
  expect(await audit(page)).toEqual([]);
  await page.goto('/#prenota');
  const widget = page.getByTestId('quick-booking');
  await expect(widget).toBeVisible({ timeout: 20_000 });
  await widget.getByRole('button', { name: 'Verifica disponibilità' }).click();
  await expect(page.locator('li[data-variant][data-state="open"]')).toBeVisible();
  await widget.getByRole('button', { name: 'Scegli il check-in dal calendario' }).click();
  await expect(page.getByTestId('date-field-calendar').getByRole('grid')).toBeVisible();
  await animationsSettled(page);
  expect(await audit(page)).toEqual([]);
});
