import type { Locator, Page } from '@playwright/test';
import { day, ddmmyyyy, expect, test, toast, withConsent } from './helpers';

/**
 * The guest's comfort with a keyboard and on a phone: a booking made with the keyboard
 * alone, toasts that never cover the booking dialog, focus that comes back where it was.
 */

const focused = (page: Page) => page.locator(':focus');

/** Presses `key` until `target` has the focus; how many presses it took. */
async function pressUntilFocused(page: Page, key: string, target: Locator, most = 25) {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false))
      return presses;
  }
  throw new Error(`${key} x${most} never reached the target`);
}

test('a keyboard-only guest books from the home to the payment page in fewer than 40 keys', {
  tag: '@desktop-only',
}, async ({ page, context, baseURL }) => {
  test.slow();
  await withConsent(context, baseURL);
  await page.goto('/');
  let keys = 0;
  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };

  // The skip link, then the hero's dates.
  await press('Tab');
  await expect(focused(page)).toHaveText('Vai al contenuto');
  await press('Enter');
  const trigger = page.locator('#hero-dates');
  await expect(trigger).toHaveAttribute('data-ready', 'true');
  keys += await pressUntilFocused(page, 'Tab', trigger);
  await press('Enter');
  const grid = page.getByTestId('date-range-calendar').getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(focused(page)).toHaveAttribute('data-date', day(0));
  // About seven months ahead (clear of the other tests' stays), on the first free day.
  for (let i = 0; i < 7; i++) await press('PageDown');
  while ((await focused(page).getAttribute('aria-disabled')) === 'true') await press('ArrowRight');
  const checkIn = (await focused(page).getAttribute('data-date')) ?? '';
  await press('Enter');
  for (let i = 0; i < 3; i++) await press('ArrowRight');
  await press('Enter');
  await expect(page.getByTestId('date-range-text')).toHaveText(/\d{2}\/\d{2}\/\d{4} - \d{2}/);
  await press('Escape');
  await expect(page.locator('#hero-dates')).toBeFocused();
  await press('Tab');
  await expect(focused(page)).toHaveText('Cerca disponibilità');
  await press('Enter');

  // The results: the focus is on the first apartment's button.
  const results = page.getByRole('dialog', { name: 'Appartamenti disponibili' });
  await expect(results).toBeVisible();
  await expect(focused(page)).toHaveAccessibleName(/^Prenota /);
  await press('Enter');

  // The booking dialog: its first field has the focus; Enter in the e-mail sends the form.
  const dialog = page.getByTestId('booking-dialog');
  await expect(dialog.getByLabel('Nome e cognome *')).toBeFocused();
  await expect(dialog).toContainText(ddmmyyyy(checkIn));
  await page.keyboard.type('Giulia Bianchi');
  await press('Tab');
  await page.keyboard.type(`tastiera.${Date.now()}@example.it`);
  await expect(dialog.getByTestId('summary-total')).not.toHaveText('…');
  await press('Enter');

  // The checkout, then Stripe's page.
  await expect(page).toHaveURL(/\/checkout$/);
  const pay = page.getByTestId('pay-button');
  keys += await pressUntilFocused(page, 'Tab', pay);
  await press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/c/pay/'));
  expect(keys).toBeLessThan(40);
});

test('at 390 px a toast covers no field of the booking dialog, says itself politely and can be closed', {
  tag: '@phone-only',
}, async ({ page, context, baseURL }) => {
  // Two availability checks, each opening the booking dialog with its code: on CI's loaded cores
  // this took longer than the default 30 s.
  test.slow();
  await withConsent(context, baseURL);
  // Every live region the page ever adds, kept to read after it is gone (Radix's lasts 1 s).
  await page.addInitScript(() => {
    const seen: Element[] = [];
    (window as unknown as { liveRegions: Element[] }).liveRegions = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            seen.push(
              ...[node, ...node.querySelectorAll('*')].filter((n) => n.hasAttribute('aria-live')),
            );
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/#prenota');
  const widget = page.getByTestId('quick-booking');
  await expect(widget).toBeVisible({ timeout: 20_000 });
  await widget.getByRole('combobox', { name: 'Appartamento' }).click();
  await page.getByRole('option', { name: /Suite Romantica Bellini/ }).click();
  await widget.getByLabel('Check-in', { exact: true }).fill(ddmmyyyy(day(230)));
  await widget.getByLabel('Check-out', { exact: true }).fill(ddmmyyyy(day(233)));
  await widget.getByRole('button', { name: 'Verifica disponibilità' }).click();
  // The apartment's gender: 'libera'.
  await expect(toast(page)).toContainText('Suite Romantica Bellini è libera.');
  // The pointer rests on it, as a guest reading it: it stays past its 5 s (Radix pauses the timer),
  // which the checks below may take on a loaded machine while the dialog's code arrives.
  await toast(page).hover();
  // Announced politely: the live region added for the toast is polite, never assertive.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { liveRegions: Element[] }).liveRegions
          .filter((node) => node.getAttribute('role') === 'status')
          .map((node) => node.getAttribute('aria-live')),
      ),
    )
    .toContain('polite');
  const assertive = await page.evaluate(() =>
    (window as unknown as { liveRegions: Element[] }).liveRegions.filter(
      (node) => node.getAttribute('aria-live') === 'assertive',
    ),
  );
  expect(assertive).toEqual([]);
  const dialog = page.getByTestId('booking-dialog');
  await expect(dialog).toBeVisible();
  const toastBox = await toast(page).boundingBox();
  const dialogBox = await dialog.boundingBox();
  if (!toastBox || !dialogBox) throw new Error('no toast or no dialog');
  // Nothing of the dialog (its fields: Telefono, Richieste...) lies under the toast.
  const apart =
    toastBox.y + toastBox.height <= dialogBox.y || dialogBox.y + dialogBox.height <= toastBox.y;
  expect(apart).toBe(true);
  await dialog.getByLabel('Telefono').focus();
  await dialog.getByLabel('Telefono').scrollIntoViewIfNeeded();
  const phoneBox = await dialog.getByLabel('Telefono').boundingBox();
  expect((phoneBox?.y ?? 0) >= toastBox.y + toastBox.height).toBe(true);
  // Closed by its button once the dialog is gone; the focus goes back to the check button.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(widget.getByRole('button', { name: 'Verifica disponibilità' })).toBeFocused();
  await widget.getByRole('button', { name: 'Verifica disponibilità' }).click();
  await expect(toast(page)).toBeVisible();
  await toast(page).hover();
  // The dialog opens once its code is there, after the toast: Escape closes it only then (pressed
  // before, it left the dialog to open over the toast, which a modal hides from the page).
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await toast(page).getByRole('button', { name: 'Chiudi notifica' }).click();
  await expect(toast(page)).toHaveCount(0);
});
