import { expect, mockJson, pickDay, pickerTrigger, test, withConsent } from './helpers';

/**
 * Small defects a guest met: section links from other pages, the hero picker, days past
 * a taken night, the apartment page's availability error, the scroll-to-top button, toasts on
 * phones and the contact form's e-mail message.
 */
test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('a home section linked from another page lands at the top; a bad e-mail is named; nothing covers the footer', async ({
  page,
}) => {
  await page.goto('/chi-siamo');
  await page.locator('footer').getByRole('link', { name: 'Recensioni', exact: true }).click();
  await expect(page).toHaveURL(/\/#recensioni$/);
  const section = page.locator('#recensioni');
  // Below the fixed navigation, not hundreds of pixels short as lazy sections above it load.
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await section.boundingBox())?.y ?? 999).toBeLessThan(120);

  const form = page.locator('#contatti form');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Nome *', { exact: true }).fill('Giulia');
  await form.getByLabel('Cognome *', { exact: true }).fill('Bianchi');
  await form.getByLabel('Email *', { exact: true }).fill('giulia@');
  await form.getByLabel('Messaggio *', { exact: true }).fill('Avete una culla?');
  await form.getByRole('checkbox', { name: /Ho letto/ }).check();
  await form.getByRole('button', { name: /Invia/ }).click();
  const toast = page.locator('[data-variant]').filter({ hasText: 'Email non valida' });
  await expect(toast).toBeVisible();
  await expect(page.getByText('Campi obbligatori mancanti')).toHaveCount(0);
  // At the top on a phone (product §2), never over the button just used; its close button can be
  // reached.
  const box = await toast.boundingBox();
  const send = await form.getByRole('button', { name: /Invia/ }).boundingBox();
  if (!box || !send) throw new Error('no toast or no button');
  if ((page.viewportSize()?.width ?? 0) < 768)
    expect(box.y).toBeLessThan((page.viewportSize()?.height ?? 0) / 2);
  // Over it means sharing some of its area: from 768 px the toast sits bottom-right (product §2),
  // where it may be level with the button without covering it.
  const covers =
    box.x < send.x + send.width &&
    send.x < box.x + box.width &&
    box.y < send.y + send.height &&
    send.y < box.y + box.height;
  expect(covers, 'the toast lies over the send button').toBe(false);
  await page.getByRole('button', { name: 'Chiudi notifica' }).click();
  await expect(toast).toBeHidden();

  await page
    .locator('footer')
    .getByRole('button', { name: 'Preferenze cookie' })
    .scrollIntoViewIfNeeded();
  await page
    .locator('footer')
    .getByRole('button', { name: 'Preferenze cookie' })
    .click({ trial: true });
});

test('the hero picker opens below its field, clear of the navigation', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const field = pickerTrigger(page.locator('#hero-dates').locator('..'));
  await field.click();
  const calendar = page.getByTestId('date-range-calendar');
  await expect(calendar).toBeVisible();
  const fieldBox = await field.boundingBox();
  const navBox = await page.locator('header').first().boundingBox();
  const calendarBox = await calendar.boundingBox();
  expect(calendarBox?.y ?? 0).toBeGreaterThan((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0));
  expect(calendarBox?.y ?? 0).toBeGreaterThan((navBox?.y ?? 0) + (navBox?.height ?? 0));
  await expect(calendar).toBeInViewport({ ratio: 0.9 });
});

test('the apartment page tells a failed availability call; a day past a taken night says why', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await mockJson(page, /\/api\/availability\/appartamento-2(\?.*)?$/, { error: 'boom' }, 500);
  await page.goto('/appartamento/appartamento-2');
  const card = page.locator('#calendario');
  await expect(card.getByTestId('availability-status')).toContainText(
    'Errore nel caricamento disponibilità - tutte le date appaiono disponibili',
  );
  await expect(card.getByTestId('availability-status')).toContainText('Errore API');

  await page.unrouteAll();
  const calendar = card.getByTestId('date-range-calendar');
  await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  const days = calendar.locator('button[data-date]:not([aria-disabled]):not([data-past])');
  const first = (await days.nth(2).getAttribute('data-date')) ?? '';
  const taken = (await days.nth(4).getAttribute('data-date')) ?? '';
  const beyond = (await days.nth(8).getAttribute('data-date')) ?? '';
  await page.route(/\/api\/availability\/appartamento-2(\?.*)?$/, (route) =>
    route.fulfill({ json: { unavailableDates: [taken] } }),
  );
  await page.reload();
  await pickDay(page, first);
  // Marked aria-disabled (it cannot end the stay), which Playwright will not click unforced.
  await card.locator(`[data-date="${beyond}"]`).click({ force: true });
  const notice = card.getByTestId('calendar-blocked');
  await expect(notice).toContainText('la notte del');
  await notice.getByRole('button', { name: /^Ricomincia da qui/ }).click();
  await expect(card.locator(`[data-date="${beyond}"]`)).toHaveAttribute('data-selected', 'true');
});
