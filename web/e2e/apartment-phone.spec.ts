import { chooseStayFromPhoneBar, expect, test, withConsent } from './helpers';

/**
 * On a phone the calendar comes after the description, so a bar held at the
 * bottom of the screen leads to it, then books the chosen stay; on a laptop the calendar stays in
 * view beside the description and no bar is needed.
 */
test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('on a phone a sticky bar leads to the calendar, then books the chosen stay', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/appartamento/appartamento-1');
  const bar = page.getByTestId('phone-booking-bar');
  await expect(bar).toBeInViewport();
  await page.getByRole('heading', { name: 'Servizi' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  // The bar is the page's action: no scroll-to-top button floats over the stay's figures.
  await expect(page.getByRole('button', { name: "Torna all'inizio della pagina" })).toBeHidden();
  // The bar leads to the calendar, then tells the stay's total and books it.
  await chooseStayFromPhoneBar(page);
  await bar.getByRole('button', { name: 'Prenota', exact: true }).click();
  await expect(page.getByTestId('booking-dialog')).toBeVisible();
});

test('on a laptop the calendar stays beside the description, without the bar', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/appartamento/appartamento-1');
  await expect(page.getByTestId('phone-booking-bar')).toBeHidden();
  await page.getByRole('heading', { name: 'Dove si trova' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('date-range-calendar')).toBeInViewport();
});
