import { formatEuro } from '@catania/shared/domain/money';
import { day, expect, test, withConsent } from './helpers';

/**
 * 'La mia prenotazione', on a phone: the guest opens the link from the confirmation
 * mail, reads the booking, the arrival and what cancelling means today, and cancels; the refund
 * is made on the Stripe emulator and the nights are free again.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const SES = process.env.E2E_SES_URL ?? `http://127.0.0.1:${port + 2}`;
const STRIPE = process.env.E2E_STRIPE_URL ?? `http://127.0.0.1:${port + 1}`;
const STRIPE_KEY = 'sk_test_local_catania_centro';
const APT = 'appartamento-3';

interface Mail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
}

async function mailTo(address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { emails } = (await (await fetch(`${SES}/store`)).json()) as { emails: Mail[] };
        found = emails.find((m) => m.destination.to.includes(address) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsent(context, baseURL);
});

test('the guest opens the link from the mail, reads the booking and cancels it @phone-only', async ({
  page,
}, testInfo) => {
  // A guest books 12 days ahead and pays on Stripe's page.
  const checkIn = day(12);
  const checkOut = day(14);
  const email = `guest.${Date.now()}@example.it`;
  const quote = (await (
    await page.request.get(`/api/prices/${APT}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const created = await page.request.post('/api/create-payment-link', {
    data: {
      amount: quote.totalPrice,
      apartmentId: APT,
      guestDetails: { name: 'Chiara Conti', email },
      bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
    },
  });
  expect(created.status()).toBe(200);
  const { url, bookingId } = (await created.json()) as { url: string; bookingId: string };
  const paid = await page.request.post(url.replace('//localhost:', '//127.0.0.1:'), {
    form: { action: 'pay', method: 'card', card: '4242 4242 4242 4242', name: 'Chiara Conti' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  const total = formatEuro(quote.totalPrice);

  // The link in the confirmation mail opens the guest's page.
  const confirmation = await mailTo(email, /^Prenotazione confermata/);
  const link = new URL(/Vedi la prenotazione: (\S+)/.exec(confirmation.body.text ?? '')?.[1] ?? '');
  expect(link.pathname).toBe('/la-mia-prenotazione');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveTitle(/^La mia prenotazione/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('my-booking-status')).toHaveText('Confermata');
  await expect(page.getByTestId('my-booking-paid')).toHaveText(total);
  await expect(page.getByTestId('my-booking-address')).toHaveText(
    'Piazza Teatro Massimo, 9, 95131 Catania (CT)',
  );
  await expect(page.getByTestId('house-instructions')).toContainText('Il check-in è dalle 15:00');
  await expect(page.getByRole('link', { name: 'Pre-check-in online' })).toHaveAttribute(
    'href',
    `/check-in/${link.searchParams.get('token')}`,
  );
  await expect(page.getByTestId('cancellation-today')).toHaveText(
    /^Mancano 12 giorni al check-in: cancellando oggi ti rimborsiamo .+ \(il 100% di quanto pagato\)\.$/,
  );
  // 'Aggiungi al calendario' gives the stay as an .ics file.
  const ics = await page.request.get(
    (await page.getByTestId('add-to-calendar').getAttribute('href')) ?? '',
  );
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain(`DTSTART;VALUE=DATE:${checkIn.replaceAll('-', '')}`);
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('my-booking-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('my-booking-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // The guest cancels: asked first, with the amount, then cancelled and refunded.
  await page.getByRole('button', { name: 'Cancella la prenotazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vuoi cancellare la prenotazione?' });
  await expect(dialog).toContainText('Ti rimborseremo');
  await page.screenshot({ path: testInfo.outputPath('my-booking-cancel-390.png') });
  await dialog.getByRole('button', { name: 'Sì, cancella' }).click();
  await expect(page.getByTestId('my-booking-status')).toHaveText('Cancellata');
  await expect(page.getByTestId('my-booking-refund')).toBeVisible();
  await expect(page.getByTestId('cancellation-card')).toHaveCount(0);
  await expect(page.getByTestId('house-instructions')).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath('my-booking-cancelled-390.png'),
    fullPage: true,
  });

  // Refunded in full on Stripe, once; the nights are free; the guest is told by mail.
  const refunds = (await (
    await fetch(`${STRIPE}/v1/refunds?limit=100`, {
      headers: { authorization: `Bearer ${STRIPE_KEY}` },
    })
  ).json()) as { data: { amount: number; metadata?: { bookingId?: string } }[] };
  const own = refunds.data.filter((r) => r.metadata?.bookingId === bookingId);
  expect(own.map((r) => r.amount)).toEqual([Math.round(quote.totalPrice * 100)]);
  const availability = (await (
    await page.request.get(`/api/availability/${APT}?t=${Date.now()}`)
  ).json()) as { unavailableDates: string[] };
  expect(availability.unavailableDates).not.toContain(checkIn);
  await mailTo(email, /^Prenotazione cancellata/);

  // A reload shows it cancelled still, with nothing left to cancel.
  await page.reload();
  await expect(page.getByTestId('my-booking-status')).toHaveText('Cancellata');
  await expect(page.getByRole('button', { name: 'Cancella la prenotazione' })).toHaveCount(0);
});

test('a wrong guest link shows a clear error and nothing of any booking @phone-only', async ({
  page,
}) => {
  await page.goto(
    `/la-mia-prenotazione?bookingId=3b241101-e2bb-4255-8caf-4136c566a962&token=${'A'.repeat(43)}`,
  );
  await expect(page.getByTestId('confirmation-error')).toContainText('Prenotazione non trovata');
  await page.goto('/la-mia-prenotazione?bookingId=3b241101-e2bb-4255-8caf-4136c566a962');
  await expect(page.getByTestId('confirmation-error')).toContainText('Link incompleto');
});
