import { formatsFor } from '@catania/shared/domain/formats';

const formatScore = formatsFor('it').score;
/** What the Italian pages say of a number of reviews. */
const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'recensione' : 'recensioni'}`;

import type { ReviewsResponse } from '@catania/shared/schemas/review';
import { expect, test, withConsent } from './helpers';

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('/prenota: benefits, cards, selection, two tabs and the booking dialog', {
  tag: '@phone-only',
}, async ({ page }) => {
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
  // The apartment's figures, computed from its published reviews (the seed: three, 10, 9, 10).
  const reviews = (await (await page.request.get('/api/reviews')).json()) as ReviewsResponse;
  const own = reviews.apartments['appartamento-4'];
  await expect(card).toContainText(
    `${formatScore(own.average ?? 0)}/10 · ${reviewCountLabel(own.count)}`,
  );
  await expect(card).not.toContainText('150+');
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

test('about, reviews and home show the figures computed from the published reviews', {
  tag: '@phone-only',
}, async ({ page }) => {
  const reviews = (await (await page.request.get('/api/reviews')).json()) as ReviewsResponse;
  const average = formatScore(reviews.average ?? 0);
  await page.goto('/chi-siamo');
  const stats = page.getByTestId('review-stats');
  await expect(stats).toContainText(String(reviews.count));
  await expect(stats).toContainText(average);
  await expect(page.locator('main')).not.toContainText(/\b136\b|\b124\b|150\+/);
  await page.goto('/recensioni');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${average} su ${reviewCountLabel(reviews.count)}`,
  );
  await expect(page.locator('figure')).toHaveCount(reviews.reviews.length);
  // Imported reviews carry their source; the policy every figure links to is on the page.
  await expect(page.getByText('da Airbnb').first()).toBeVisible();
  await page.getByRole('link', { name: 'Come verifichiamo le recensioni' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Come verifichiamo le recensioni' }),
  ).toBeInViewport();
  await page.goto('/');
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(jsonLd.aggregateRating).toMatchObject({
    ratingValue: reviews.average,
    reviewCount: reviews.count,
  });
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
