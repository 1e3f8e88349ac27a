import { expect, test, withConsent } from './helpers';

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('detail page: facts, amenities, highlights, host contact and map links', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/appartamento/appartamento-3');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Suite Romantica Bellini' }),
  ).toBeVisible();
  await expect(page.getByText('Romantica', { exact: true })).toBeVisible();
  await expect(page.getByText('fino a 2', { exact: true })).toBeVisible();
  await expect(page.getByText('50 m²').first()).toBeVisible();
  await expect(page.getByText('95 €', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Servizi' })).toBeVisible();
  await expect(page.getByText('Vasca idromassaggio per due').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chiama' })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(page.getByRole('link', { name: 'Apri in Google Maps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mostra la mappa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seleziona le date' })).toBeDisabled();
});

test('aliases resolve to the same apartment', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/appartamento/appartamento1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Appartamento Moderno Duomo' }),
  ).toBeVisible();
  await page.goto('/apartments/appartamento-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Deluxe Via Etnea' })).toBeVisible();
});

test('unknown apartment shows the not-found state with a link home', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/appartamento/non-esiste');
  await expect(page.getByRole('heading', { name: 'Appartamento non trovato' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL('/');
});

test('gallery viewer: arrows, keys, counter, wrap-around and Escape', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/appartamento/appartamento-1');
  const first = page.getByRole('button', { name: /^Apri la foto 1 di 5/ });
  // Hydrated once on screen (a phone shows it just under the fold): as a guest would, scroll first
  // (Playwright scrolls to a button only once it is enabled).
  await first.scrollIntoViewIfNeeded();
  await first.click();
  const viewer = page.getByTestId('lightbox');
  const counter = viewer.getByTestId('lightbox-counter');
  await expect(counter).toHaveText('1 / 5');
  // The counter on one line, over a backdrop the page does not show through.
  expect(await counter.evaluate((node) => node.getClientRects().length)).toBe(1);
  await expect(page.getByTestId('lightbox-backdrop')).toHaveCSS(
    'background-color',
    'rgb(18, 16, 16)',
  );
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 5');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('5 / 5');
  await viewer.getByRole('button', { name: 'Foto successiva' }).click();
  await expect(counter).toHaveText('1 / 5');
  await viewer.getByRole('button', { name: 'Foto precedente' }).click();
  await expect(counter).toHaveText('5 / 5');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The focus goes back to the photo that opened the viewer.
  await expect(first).toBeFocused();
  const third = page.getByRole('button', { name: /^Apri la foto 3 di 5/ });
  await third.click();
  await expect(counter).toHaveText('3 / 5');
  await viewer.getByRole('button', { name: 'Chiudi' }).click();
  await expect(viewer).toBeHidden();
  await expect(third).toBeFocused();
});

test('a photo that fails to load falls back to the stock image', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.route('**/images/apartments/appartamento-4/**', (route) =>
    route.fulfill({ status: 404 }),
  );
  await page.goto('/appartamento/appartamento-4');
  const hero = page.locator('header img').first();
  await expect(hero).toHaveAttribute('src', '/images/fallback.webp');
});

test('booking from the detail calendar opens the dialog', { tag: '@desktop-only' }, async ({
  page,
}) => {
  await page.goto('/appartamento/appartamento-2');
  const calendar = page.getByTestId('date-range-calendar');
  await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  const days = calendar.locator('button[data-date]:not([aria-disabled])');
  await days.nth(3).click();
  await days.nth(6).click();
  await page.getByRole('button', { name: 'Prenota 3 notti' }).click();
  await expect(
    page.getByTestId('booking-dialog').getByRole('heading', { name: 'Prenota Deluxe Via Etnea' }),
  ).toBeVisible();
});
