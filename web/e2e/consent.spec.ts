import type { Page } from '@playwright/test';
import { expect, stubAnalytics, test } from './helpers';

async function consentCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'consent_state');
}

async function parsed(page: Page) {
  const cookie = await consentCookie(page);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

test.beforeEach(async ({ context }) => {
  await stubAnalytics(context);
});

/** Requests for Google's tag or its beacons (answered by the stand-in). */
function analyticsRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/googletagmanager|google-analytics|analytics\.google/.test(request.url())) {
      urls.push(request.url());
    }
  });
  return urls;
}

test('accept all stores analytics and marketing for 365 days, SameSite=Lax, version 1.0', {
  tag: '@phone-only',
}, async ({ page }) => {
  const analytics = analyticsRequests(page);
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('heading', { name: 'Rispettiamo la tua privacy' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
    'href',
    '/cookie-policy',
  );
  expect(await consentCookie(page)).toBeUndefined();
  // Nothing of Google's before the visitor agrees (the Garante's rule).
  expect(analytics).toEqual([]);
  await banner.getByRole('button', { name: 'Accetta tutti' }).click();
  await expect(banner).toBeHidden();
  const cookie = await consentCookie(page);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThan(365.1);
  const record = await parsed(page);
  expect(record).toMatchObject({
    version: '1.0',
    necessary: true,
    analytics: true,
    marketing: true,
  });
  expect(Math.abs(record.timestamp - Date.now())).toBeLessThan(60_000);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Vivi Catania' })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});

test('reject all stores both off', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/privacy');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Rifiuta tutti' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  expect(await parsed(page)).toMatchObject({
    version: '1.0',
    necessary: true,
    analytics: false,
    marketing: false,
  });
});

test('customise: necessary locked on, analytics chosen, marketing off', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/chi-siamo');
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Personalizza' }).click();
  await expect(banner.getByRole('heading', { name: 'Preferenze Cookie' })).toBeVisible();
  await expect(banner.getByRole('switch', { name: 'Necessari' })).toBeDisabled();
  await expect(banner.getByRole('switch', { name: 'Necessari' })).toBeChecked();
  await expect(banner.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await banner.getByRole('switch', { name: 'Analisi' }).click();
  await banner.getByRole('button', { name: 'Salva preferenze' }).click();
  await expect(banner).toBeHidden();
  expect(await parsed(page)).toMatchObject({ analytics: true, marketing: false });
});

test('closing without choosing keeps everything off and asks again next time', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chiudi senza accettare' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  expect(await consentCookie(page)).toBeUndefined();
  await page.reload();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
});

test('a malformed cookie counts as no consent', { tag: '@phone-only' }, async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'consent_state', value: '%7Bnot-json', url: baseURL ?? '' }]);
  await page.goto('/terms');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await context.addCookies([
    {
      name: 'consent_state',
      value: encodeURIComponent(
        JSON.stringify({
          version: '0.9',
          timestamp: 1,
          necessary: true,
          analytics: true,
          marketing: true,
        }),
      ),
      url: baseURL ?? '',
    },
  ]);
  await page.reload();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
});

test('the footer reopens the preferences with the stored choice', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/gdpr');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accetta tutti' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }).click();
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('heading', { name: 'Preferenze Cookie' })).toBeVisible();
  await expect(banner.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  await banner.getByRole('switch', { name: 'Marketing' }).click();
  await banner.getByRole('button', { name: 'Salva preferenze' }).click();
  expect(await parsed(page)).toMatchObject({ analytics: true, marketing: false });
});

test('the banner takes the focus first and gives it back', { tag: '@desktop-only' }, async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('heading', { name: 'Rispettiamo la tua privacy' })).toBeVisible();
  // Arriving, the banner has the focus: the first Tab is inside it, not in the page behind.
  await expect
    .poll(() => banner.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
  await banner.getByRole('button', { name: 'Rifiuta tutti' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  // Chosen with the keyboard: the focus goes on at the top of the page.
  await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeFocused();
  // Reopened from the footer, it gives the focus back to that button.
  const reopen = page.getByRole('button', { name: 'Preferenze cookie' });
  await reopen.focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('heading', { name: 'Preferenze Cookie' })).toBeVisible();
  await expect
    .poll(() => banner.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  await banner.getByRole('button', { name: 'Salva preferenze' }).click();
  await expect(banner).toBeHidden();
  await expect(reopen).toBeFocused();
});
