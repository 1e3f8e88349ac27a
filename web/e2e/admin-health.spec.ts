import type { SystemHealth } from '@catania/shared/schemas/health';
import { expect, type Page } from '@playwright/test';
import { todoList } from './admin-fixtures';
import { mockJson, test, toast, withConsent } from './helpers';

/**
 * 'Stato del sistema' as the owner reads it on a phone. The health the server computes is
 * covered against DynamoDB Local in functions/src/health/system-health.test.ts; here the panel is
 * given a failing feed and a mail that could not be delivered, and resends the mail.
 */
const ADMIN = { username: 'admin', password: 'e2e-password-catania' };
const now = new Date().toISOString();
const hourAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();

const health: SystemHealth = {
  checkedAt: now,
  todo: todoList({
    feeds_failing: ['Appartamento Moderno Duomo: Il calendario non risponde (HTTP 503)'],
    undelivered_mails: ['Prenotazione confermata - 1A2B3C4D'],
    refunds_pending: ['Giulia Bianchi, Appartamento Moderno Duomo: 285,00 €'],
  }),
  feeds: [
    {
      id: 'cal-1',
      apartmentId: 'appartamento-1',
      icalUrl: 'https://www.airbnb.it/calendar/ical/123.ics?s=abc',
      isActive: true,
      lastSyncAt: hourAgo,
      lastAttemptAt: now,
      lastError: 'Il calendario non risponde (HTTP 503)',
      failing: true,
    },
  ],
  undeliveredMails: [
    {
      id: 'mail-1',
      kind: 'booking-confirmed',
      to: ['giulia.bianchi@example.it'],
      subject: 'Prenotazione confermata - 1A2B3C4D',
      failedAt: now,
      reason: 'retries',
      error: 'Throttling: Maximum sending rate exceeded',
      attempts: 8,
    },
  ],
  suppressedAddresses: [],
  holds: [],
  pendingRefunds: [
    {
      bookingId: 'b-1',
      apartmentId: 'appartamento-1',
      guestName: 'Giulia Bianchi',
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      amount: 285,
      reason: 'late_payment',
      attempts: 2,
      lastError: 'StripeConnectionError: timeout',
      refundStatus: null,
    },
  ],
  recentFailures: [
    {
      id: 'f-1',
      at: now,
      source: 'calendar-sync',
      message: 'appartamento-1: HTTP 503',
      occurrences: 1,
    },
  ],
};

async function openHealth(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('tab', { name: 'Stato del sistema' }).click();
}

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('a failing feed and an undelivered mail show up, and the mail is resent with Riprova', {
  tag: '@phone-only',
}, async ({ page }) => {
  let resent = false;
  await page.route('**/api/admin/system-health', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(
        resent
          ? {
              ...health,
              undeliveredMails: [],
              todo: todoList({
                feeds_failing: ['Appartamento Moderno Duomo: HTTP 503'],
                refunds_pending: ['Giulia Bianchi, Appartamento Moderno Duomo: 285,00 €'],
              }),
            }
          : health,
      ),
    }),
  );
  await page.route('**/api/admin/mails/mail-1/retry', (route) => {
    resent = route.request().method() === 'POST';
    return route.fulfill({ contentType: 'application/json', body: '{"outcome":"sent"}' });
  });
  await openHealth(page);

  const view = page.getByTestId('system-health');
  await expect(view.getByRole('status')).toContainText('3 problemi richiedono attenzione');
  // A refund Stripe has not made yet stays in sight until it has.
  const refund = view.getByTestId('health-refund');
  await expect(refund).toContainText('Giulia Bianchi');
  await expect(refund).toContainText('285');
  await expect(refund).toContainText('Pagamento arrivato per una prenotazione non confermabile');
  await expect(refund).toContainText('Ultimo errore: StripeConnectionError: timeout');
  const feed = view.getByTestId('health-feed');
  await expect(feed).toContainText('Appartamento Moderno Duomo');
  await expect(feed).toContainText('Non si sincronizza');
  await expect(feed).toContainText('Ultimo errore: Il calendario non risponde (HTTP 503)');
  const mail = view.getByTestId('health-mail');
  await expect(mail).toContainText('Prenotazione confermata - 1A2B3C4D');
  await expect(mail).toContainText('Tentativi esauriti');
  await expect(mail).toContainText('8 tentativi');
  await expect(view).toContainText('Sincronizzazione calendari');
  // The owner's phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  await mail.getByRole('button', { name: 'Riprova' }).click();
  await expect(toast(page)).toContainText('E-mail inviata');
  await expect(view.getByTestId('health-mail')).toHaveCount(0);
  await expect(view).toContainText('Nessuna e-mail in sospeso');
  await expect(view.getByRole('status')).toContainText('2 problemi richiedono attenzione');
});

test('with nothing wrong the view says so', { tag: '@phone-only' }, async ({ page }) => {
  await mockJson(page, '/api/admin/system-health', {
    ...health,
    feeds: [{ ...health.feeds[0], lastError: null, failing: false, lastSyncAt: now }],
    undeliveredMails: [],
    pendingRefunds: [],
    recentFailures: [],
    todo: todoList({}),
  });
  await openHealth(page);
  const view = page.getByTestId('system-health');
  await expect(view.getByRole('status')).toContainText('Tutto funziona');
  await expect(view.getByTestId('health-feed')).toContainText('Regolare');
  await expect(view).toContainText('Nessun ospite sta pagando in questo momento.');
});
