import { expect, test, withConsent } from './helpers';

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('/prenota: benefits, cards, selection, two tabs and the booking dialog', async ({ page }) => {
  await page.goto('/prenota');
  for (const title of [
    'Disponibilità in tempo reale',
    'Conferma immediata',
    'Miglior prezzo garantito',
    'Cancellazione gratuita',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const card = page.getByTestId('select-appartamento-4');
  await expect(card).toContainText('150+ recensioni');
  await expect(card).toContainText('fino a 2 ospiti');
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('heading', { name: '2. Completa la tua prenotazione' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Calendario Disponibilità' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const book = page.getByRole('button', { name: 'Prenota ora' });
  await expect(book).toBeDisabled();
  const calendar = page.getByTestId('date-range-calendar');
  await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  const days = calendar.locator('button[data-date]:not([aria-disabled])');
  await days.nth(1).click();
  await expect(book).toBeDisabled();
  await days.nth(4).click();
  await book.click();
  await expect(
    page
      .getByTestId('booking-dialog')
      .getByRole('heading', { name: 'Prenota Casa Famiglia Castello Ursino' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Prenotazione Rapida' }).click();
  await expect(page.getByTestId('quick-booking')).toBeVisible();
  await expect(
    page.getByTestId('quick-booking').getByRole('combobox', { name: 'Appartamento' }),
  ).toHaveCount(0);
  await expect(page.getByText('Check-in di persona o in videochiamata')).toBeVisible();
});

test('about and reviews show the figures of the site config', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/chi-siamo');
  await expect(page.getByTestId('about-stats')).toContainText('136');
  await expect(page.getByTestId('about-stats')).toContainText('9,5');
  await page.goto('/recensioni');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('9,5 su 124 recensioni');
  for (const figure of ['4,9', '98%', '136+', '24h'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.locator('figure')).toHaveCount(12);
});

test('legal pages are in Italian, dated, and the GDPR page links to the contact form and the privacy mail', {
  tag: '@phone-only',
}, async ({ page }) => {
  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/terms', 'Termini e Condizioni'],
    ['/gdpr', 'I tuoi diritti (GDPR)'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Ultimo aggiornamento: 1 ottobre 2025')).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'modulo di contatto' })).toHaveAttribute(
    'href',
    '/#contatti',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: 'privacy@cataniacentroapartments.it' }).last(),
  ).toHaveAttribute('href', /^mailto:privacy@/);
  await page.goto('/terms');
  await expect(
    page.getByText('Cancellazione gratuita fino a 7 giorni prima del check-in: rimborso del 100%.'),
  ).toBeVisible();
});
