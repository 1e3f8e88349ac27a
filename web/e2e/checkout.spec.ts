import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { Page } from '@playwright/test';
import { expect, pickDay, edgeTest as test, withConsent } from './helpers';

/**
 * Booking and payment as a guest lives it, against the e2e stack (scripts/src/e2e-server.ts):
 * the site and API on PORT, the Stripe emulator on PORT+1, the SES emulator on PORT+2.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const STRIPE = process.env.E2E_STRIPE_URL ?? `http://127.0.0.1:${port + 1}`;
const SES = process.env.E2E_SES_URL ?? `http://127.0.0.1:${port + 2}`;
/** The local stack's Stripe account (scripts/src/local/stack.ts). */
const STRIPE_KEY = 'sk_test_local_catania_centro';
const APARTMENT = 'Appartamento Moderno Duomo';

const today = todayInRome();
/** The projects (phone, desktop) run side by side: each books its own dates. */
const offset = () => (test.info().project.name === 'phone' ? 100 : 0);

test.beforeEach(async ({ context, baseURL }) => {
  await withConsent(context, baseURL);
});

interface Mail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${SES}/store`);
  const { emails } = (await response.json()) as { emails: Mail[] };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

async function unavailableDates(page: Page, apartmentId: string): Promise<string[]> {
  const response = await page.request.get(`/api/availability/${apartmentId}?t=${Date.now()}`);
  return ((await response.json()) as { unavailableDates: string[] }).unavailableDates;
}

/** Picks a range in the hero's date-range picker. */
async function pickDates(page: Page, checkIn: string, checkOut: string) {
  await page.getByRole('button', { name: /^Date del soggiorno/ }).click();
  await pickDay(page, checkIn);
  await pickDay(page, checkOut);
  await page.keyboard.press('Escape');
}

/** Home: search, choose the apartment, fill the booking dialog, reach the checkout. */
async function bookUntilCheckout(
  page: Page,
  stay: { checkIn: string; checkOut: string; email: string },
) {
  await page.goto('/');
  await pickDates(page, stay.checkIn, stay.checkOut);
  await page.getByRole('button', { name: 'Cerca disponibilità' }).click();
  await page.getByRole('button', { name: `Prenota ${APARTMENT}` }).click();

  const dialog = page.getByTestId('booking-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome e cognome *').fill('Giulia Bianchi');
  await dialog.getByLabel('Email *').fill(stay.email);
  await dialog.getByLabel('Telefono').fill('+39 333 123 4567');
  await dialog.getByLabel('Richieste speciali').fill('Arriviamo verso le 18');
  await expect(dialog.getByTestId('summary-total')).not.toHaveText('…');
  const total = (await dialog.getByTestId('summary-total').textContent())?.trim() ?? '';
  await dialog.getByRole('button', { name: 'Prenota Ora' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-apartment')).toHaveText(APARTMENT);
  await expect(page.getByTestId('checkout-guest-name')).toHaveText('Giulia Bianchi');
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  // The quote's lines the dialog showed, and the tax at the owner's rates, before paying.
  await page.getByTestId('checkout-price-details').getByText('Dettaglio del prezzo').click();
  await expect(page.getByTestId('checkout-price-details')).toContainText(' notti × ');
  await expect(page.getByTestId('tax-note')).toContainText('a persona per notte');
  await expect(page.getByTestId('security-note')).toContainText('Pagamento sicuro');
  const pay = page.getByTestId('pay-button');
  await expect(pay).toHaveText(`Paga ${total}`);
  // A reload shows the stay again: the draft is removed when the payment starts, not on read.
  await page.reload();
  await expect(page.getByTestId('checkout-guest-name')).toHaveText('Giulia Bianchi');
  await expect(pay).toHaveText(`Paga ${total}`);
  await pay.click();
  await page.waitForURL((url) => url.pathname.startsWith('/c/pay/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  return { total, sessionId: new URL(page.url()).pathname.split('/').pop() ?? '' };
}

test('a guest searches, books, pays on the payment page and is confirmed on screen and by mail', {
  tag: '@phone-only',
}, async ({ page, browser, baseURL }) => {
  // The whole journey: home, dialog, checkout, payment page, confirmation, mail, a second browser.
  test.slow();
  const checkIn = addDays(today, 45 + offset());
  const checkOut = addDays(checkIn, 3);
  const email = `giulia.${Date.now()}@example.it`;
  const { total } = await bookUntilCheckout(page, { checkIn, checkOut, email });

  await page.getByRole('button', { name: /^Paga/ }).click();
  await page.waitForURL(/\/booking\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Prenotazione Confermata!' })).toBeVisible();
  // The payment started: the draft is gone (product §2), the stay cannot be paid twice.
  expect(await page.evaluate(() => sessionStorage.getItem('pendingBooking'))).toBeNull();
  const code = (await page.getByTestId('booking-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-F]{8}$/);
  await expect(page.getByTestId('confirmation-apartment')).toHaveText(APARTMENT);
  await expect(page.getByTestId('confirmation-nights')).toHaveText('3 notti');
  await expect(page.getByTestId('confirmation-total')).toHaveText(total);
  await expect(page.getByTestId('confirmation-check-in')).toContainText(
    /lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica/i,
  );
  await expect(page.getByTestId('confirmation-guest')).toHaveText('Giulia Bianchi');
  await expect(page.getByText('Arriviamo verso le 18')).toBeVisible();

  // The confirmation mail is in the SES emulator.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toContain(code);
  expect(mail?.body.text).toContain(APARTMENT);
  expect(mail?.body.text).toContain('dalle 15:00');

  // Its nights are now unavailable in the calendar; the check-out day is not.
  const taken = await unavailableDates(page, 'appartamento-1');
  expect(taken).toEqual(
    expect.arrayContaining([checkIn, addDays(checkIn, 1), addDays(checkIn, 2)]),
  );
  expect(taken).not.toContain(checkOut);

  // A reload reads the cached confirmation, the same booking.
  await page.reload();
  await expect(page.getByTestId('booking-code')).toHaveText(code);
  await expect(page).toHaveTitle(/^Prenotazione confermata/);
  await page.getByRole('link', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Later, in another browser: the link in the mail opens the booking...
  const link = /Vedi la prenotazione: (\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '';
  const url = new URL(link);
  const other = await browser.newContext({ baseURL });
  const guestPage = await other.newPage();
  expect(url.pathname).toBe('/la-mia-prenotazione');
  await guestPage.goto(`${url.pathname}${url.search}`);
  await expect(guestPage.getByTestId('booking-code')).toHaveText(code);
  await expect(guestPage.getByTestId('my-booking-status')).toHaveText('Confermata');
  await expect(guestPage.getByTestId('my-booking-paid')).toHaveText(total);
  // ...and the booking id without the link's token opens nothing.
  await guestPage.goto(`/booking/success?bookingId=${url.searchParams.get('bookingId')}`);
  await expect(guestPage.getByTestId('confirmation-error')).toBeVisible();
  await expect(guestPage.getByText('Giulia Bianchi')).toHaveCount(0);
  await expect(guestPage).toHaveTitle(/^Prenotazione non disponibile/);
  await other.close();
});

test('a guest cancels on the payment page; once the session expires the nights are free again', {
  tag: '@phone-only',
}, async ({ page }) => {
  // Home, dialog, checkout and payment page, then the session's expiry: a long journey.
  test.slow();
  const checkIn = addDays(today, 60 + offset());
  const checkOut = addDays(checkIn, 2);
  const email = `marco.${Date.now()}@example.it`;
  const { total, sessionId } = await bookUntilCheckout(page, { checkIn, checkOut, email });

  await page.getByRole('button', { name: 'Annulla' }).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?token=[\w-]{43}$/);
  await expect(page.getByText('Pagamento non completato')).toBeVisible();
  await expect(page.getByTestId('pay-button')).toHaveText(`Paga ${total}`);
  // Held while the payment session lives.
  expect(await unavailableDates(page, 'appartamento-1')).toContain(checkIn);

  // The session expires (Stripe expires it after 30 minutes; here at once, through its API).
  const expired = await fetch(`${STRIPE}/v1/checkout/sessions/${sessionId}/expire`, {
    method: 'POST',
    headers: { authorization: `Bearer ${STRIPE_KEY}` },
  });
  expect(expired.status).toBe(200);
  await expect
    .poll(async () => (await unavailableDates(page, 'appartamento-1')).includes(checkIn), {
      timeout: 15_000,
    })
    .toBe(false);
  await page.reload();
  await expect(page.getByText('Sessione scaduta')).toBeVisible();
  expect(await mailsTo(email)).toEqual([]);
});

test('the confirmation page without an id shows its error card', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/booking/success');
  await expect(page.getByTestId('confirmation-error')).toContainText('ID prenotazione mancante');
  await page.goto('/booking/success?bookingId=3b241101-e2bb-4255-8caf-4136c566a962');
  await expect(page.getByTestId('confirmation-error')).toContainText('Link incompleto');
  await page.goto(
    `/booking/success?bookingId=3b241101-e2bb-4255-8caf-4136c566a962&token=${'A'.repeat(43)}`,
  );
  await expect(page.getByTestId('confirmation-error')).toContainText('Prenotazione non trovata');
  await expect(page).not.toHaveTitle(/confermata/);
  await expect(page.getByRole('link', { name: 'Torna alla Home' })).toBeVisible();
});

test('a payment that cannot start shows the payment error toast and lets the guest retry', {
  tag: '@phone-only',
}, async ({ page }) => {
  const checkIn = addDays(today, 80 + offset());
  await page.addInitScript(
    ([draft]) => sessionStorage.setItem('pendingBooking', draft as string),
    [
      JSON.stringify({
        apartmentId: 'appartamento-2',
        apartmentName: 'Appartamento Deluxe Via Etnea',
        guestName: 'Anna Riva',
        guestEmail: 'anna@example.it',
        checkIn,
        checkOut: addDays(checkIn, 2),
        guests: 1,
        totalPrice: 150,
      }),
    ],
  );
  await page.route('**/api/create-payment-link', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"x","code":"internal_error"}',
    }),
  );
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-guest-name')).toHaveText('Anna Riva');
  await page.getByTestId('pay-button').click();
  const toast = page.locator('li[data-variant][data-state="open"]');
  await expect(toast).toContainText('Errore di Pagamento');
  await expect(toast).toContainText('Impossibile inizializzare il pagamento. Riprova.');
  await expect(page.getByTestId('pay-button')).toHaveText(/^Paga /);
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  // The toast never lies over the button the guest just used.
  const toastBox = await toast.boundingBox();
  const payBox = await page.getByTestId('pay-button').boundingBox();
  const overlaps =
    toastBox && payBox
      ? toastBox.y < payBox.y + payBox.height && payBox.y < toastBox.y + toastBox.height
      : true;
  expect(overlaps).toBe(false);
  // A refused checkout keeps the guest's details: the booking dialog has them again.
  await page.getByTestId('change-stay').getByRole('link').click();
  await expect(page).toHaveURL(/\/appartamento\/appartamento-2\?checkIn=/);
  await page
    .locator('#calendario')
    .getByRole('button', { name: /^Prenota \d+ notti/ })
    .click();
  const dialog = page.getByTestId('booking-dialog');
  await expect(dialog.getByLabel('Nome e cognome *')).toHaveValue('Anna Riva');
  await expect(dialog.getByLabel('Email *')).toHaveValue('anna@example.it');
});

test('without a draft the checkout says it is loading', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByText('Caricamento dati prenotazione...')).toBeVisible();
});
