import { formatEuro } from '@catania/shared/domain/money';
import { STAY_MESSAGES } from '@catania/shared/domain/stay-terms';
import { PENDING_BOOKING_KEY, type PendingBooking } from '@catania/shared/schemas/booking';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { day, expect, pickerTrigger, test, withConsent } from './helpers';

/**
 * The stay rules are told where the dates are chosen (not at 'Paga'),
 * chosen dates show what the stay really costs, from the server's quote, and a refused checkout
 * leads back to the dates. Read-only: no booking is made.
 */
test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

/**
 * Chooses the `first` and `last` free days three months ahead (nights no other spec books), on a
 * page whose month button says `nextMonth`.
 */
async function chooseDays(
  scope: Page | Locator,
  first: number,
  last: number,
  nextMonth = 'Mese successivo',
) {
  const calendar = scope.getByTestId('date-range-calendar');
  for (let month = 0; month < 3; month++) {
    await calendar.getByRole('button', { name: nextMonth }).click();
  }
  const days = calendar.locator('button[data-date]:not([aria-disabled])');
  const checkIn = (await days.nth(first).getAttribute('data-date')) ?? '';
  await days.nth(first).click();
  const checkOut = (await days.nth(last).getAttribute('data-date')) ?? '';
  await days.nth(last).click();
  return { checkIn, checkOut };
}

async function serverQuote(request: APIRequestContext, id: string, checkIn: string, out: string) {
  const answer = await request.get(
    `/api/prices/${id}/calculate?startDate=${checkIn}&endDate=${out}`,
  );
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    totalPrice: number;
    nights: number;
    discount: { amount: number } | null;
  };
}

test('apartment page: a one-night stay is refused there, a longer one shows the server total', {
  tag: '@phone-only',
}, async ({ page, request }) => {
  await page.goto('/appartamento/appartamento-3');
  const card = page.locator('#calendario');
  await chooseDays(card, 2, 3);
  await expect(card.getByTestId('stay-rule')).toHaveText(STAY_MESSAGES.minStay);
  await expect(card.getByRole('button', { name: 'Prenota 1 notte' })).toBeDisabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Nine nights: weekend prices and the week discount, as the server quotes them.
  const days = card.locator('button[data-date]:not([aria-disabled])');
  const checkIn = (await days.nth(1).getAttribute('data-date')) ?? '';
  await days.nth(1).click();
  const checkOut = (await days.nth(10).getAttribute('data-date')) ?? '';
  await days.nth(10).click();
  const quote = await serverQuote(request, 'appartamento-3', checkIn, checkOut);
  const shown = card.getByTestId('stay-quote');
  await expect(shown.getByTestId('stay-total')).toHaveText(formatEuro(quote.totalPrice));
  if (quote.discount) await expect(shown).toContainText(formatEuro(quote.discount.amount));
  await expect(shown).toContainText("non inclusa, da pagare all'arrivo");
  await expect(card.getByTestId('stay-rule')).toHaveCount(0);
  await card.getByRole('button', { name: `Prenota ${quote.nights} notti` }).click();
  await expect(page.getByTestId('booking-dialog')).toBeVisible();
});

test('/prenota: the minimum stay told on the calendar, then the server total', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  await page.goto('/prenota');
  await page.getByTestId('select-appartamento-1').click();
  const step = page.locator('#completa');
  await chooseDays(step, 4, 5);
  await expect(step.getByTestId('stay-rule')).toHaveText(STAY_MESSAGES.minStay);
  await expect(step.getByRole('button', { name: 'Prenota ora' })).toBeDisabled();
  const days = step.locator('button[data-date]:not([aria-disabled])');
  const checkIn = (await days.nth(4).getAttribute('data-date')) ?? '';
  await days.nth(4).click();
  const checkOut = (await days.nth(6).getAttribute('data-date')) ?? '';
  await days.nth(6).click();
  const quote = await serverQuote(request, 'appartamento-1', checkIn, checkOut);
  await expect(step.getByTestId('stay-total')).toHaveText(formatEuro(quote.totalPrice));
  await expect(step.getByRole('button', { name: 'Prenota ora' })).toBeEnabled();

  // The same page in English: the calendar, the rule and the total in English.
  await page.goto('/en/prenota');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book your stay in Catania');
  await page.getByTestId('select-appartamento-1').click();
  const english = page.locator('#completa');
  await expect(english.getByText('Select the check-in date')).toBeVisible();
  await chooseDays(english, 4, 5, 'Next month');
  await expect(english.getByTestId('stay-rule')).toHaveText('The minimum stay is 2 nights');
  await expect(english.getByRole('button', { name: 'Book now' })).toBeDisabled();
  await expect(english.getByTestId('date-range-calendar')).not.toContainText(
    /Seleziona|notte|Opzioni|Lun\b/,
  );
  const englishDays = english.locator('button[data-date]:not([aria-disabled])');
  await englishDays.nth(4).click();
  await englishDays.nth(6).click();
  await expect(english.getByTestId('stay-total')).toHaveText(formatEuro(quote.totalPrice, 'en-GB'));
  await expect(english.getByRole('button', { name: 'Book now' })).toBeEnabled();
});

test('smart booking: a one-night stay is told before the dialog', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/smart-booking/appartamento-2');
  await pickerTrigger(page).click();
  await chooseDays(page, 3, 4);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('stay-rule')).toHaveText(STAY_MESSAGES.minStay);
  await expect(page.getByRole('button', { name: /^Prenota Ora/ })).toBeDisabled();
});

test('a checkout the server refuses leads back to the stay, its dates chosen again', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // A draft that breaks a rule the page did not tell (here: one night, as a stale tab could hold).
  const draft: PendingBooking = {
    apartmentId: 'appartamento-4',
    apartmentName: 'Casa Famiglia Castello Ursino',
    guestName: 'Giulia Bianchi',
    guestEmail: 'giulia@example.com',
    checkIn: day(70),
    checkOut: day(71),
    guests: 2,
    totalPrice: 100,
  };
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    PENDING_BOOKING_KEY,
    JSON.stringify(draft),
  ] as const);
  await page.goto('/checkout');
  await page.getByTestId('pay-button').click();
  await page.getByRole('link', { name: 'Cambia le date del soggiorno' }).click();
  await expect(page).toHaveURL(/\/appartamento\/appartamento-4\?/);
  const card = page.locator('#calendario');
  await expect(card.getByTestId('stay-rule')).toHaveText(STAY_MESSAGES.minStay);
  await expect(card.locator(`[data-date="${draft.checkIn}"]`)).toHaveAttribute(
    'data-selected',
    'true',
  );
});
