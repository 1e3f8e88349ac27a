import { consoleErrors, day, ddmmyyyy, expect, test, withConsent } from './helpers';

/**
 * 'Planning' on the owner's phone and a laptop, against the local stack: all four
 * apartments in view, the days scrolling inside the grid (never the page), a free day offering a
 * block or a booking, the block made there showing as a bar that opens its details and is deleted
 * from them. Imported stays, bookings and conflicts on the grid are covered against DynamoDB Local
 * in functions/src/planning.
 */
const ADMIN = { username: 'admin', password: 'e2e-password-catania' };

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('shows the four apartments without the page scrolling sideways; a free day is blocked there, its bar opens its details and is deleted', {
  tag: '@phone-only',
}, async ({ page }) => {
  const errors = consoleErrors(page);
  // On the phone, where the owner plans from: the grid is widest there against its screen.
  const [apartment, name] = ['appartamento-4', 'Casa Famiglia Castello Ursino'];
  const note = 'Lavori bagno';
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('tab', { name: 'Planning' }).click();
  // The panel is Italian only: no switch to a language it does not have.
  await expect(page.locator('a[hreflang]')).toHaveCount(0);

  for (const id of ['appartamento-1', 'appartamento-2', 'appartamento-3', 'appartamento-4']) {
    await expect(page.getByTestId(`planning-row-${id}`)).toBeVisible();
  }
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  // The days scroll inside the grid; the names stay in view.
  const scroller = page.getByTestId('planning-scroller');
  await scroller.scrollIntoViewIfNeeded();
  await scroller.evaluate((el) => el.scrollBy({ left: 400 }));
  await expect(page.getByTestId(`planning-row-${apartment}`).getByText(name)).toBeInViewport();

  // A free day in view offers a booking or a block; the block is made.
  await page
    .getByRole('button', { name: `${name}, ${ddmmyyyy(day(3))}: blocca o prenota` })
    .click();
  await expect(page.getByTestId('owner-booking-form')).toBeVisible();
  await page.getByRole('button', { name: 'Blocca notti' }).first().click();
  const form = page.getByTestId('block-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Nota (solo per te)').fill(note);
  await form.getByRole('button', { name: 'Blocca notti' }).click();
  await expect(page.getByText('Notti bloccate').first()).toBeVisible();

  // Its bar opens its details, from which it is deleted.
  const bar = page.getByTestId('planning-bar').filter({ hasText: note });
  await bar.scrollIntoViewIfNeeded();
  await bar.click();
  await expect(page.getByRole('dialog', { name: note }).getByTestId('block-detail')).toContainText(
    note,
  );
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Elimina blocco' }).click();
  await expect(page.getByText('Blocco eliminato').first()).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(errors).toEqual([]);
});
