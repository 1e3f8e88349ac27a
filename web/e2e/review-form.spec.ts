import { ASPECT_LABELS } from '@catania/shared/domain/review-labels';
import type { ReviewLinkView } from '@catania/shared/schemas/review';
import { consoleErrors, expect, test, withConsent } from './helpers';

/**
 * The guest's review from the personal link on a phone: what is missing is said field by
 * field in Italian, the scores are chosen on the scale, the text goes as typed, and the link's end
 * says it was received. The link's rules (a stay that ended, once, 60 days) are the server's and
 * are covered against DynamoDB Local in functions/src/reviews; here the link's stay is answered.
 */
const TOKEN = 'r'.repeat(43);
const stay: ReviewLinkView = {
  apartmentId: 'appartamento-1',
  apartmentName: 'Appartamento Moderno Duomo',
  checkIn: '2026-10-10',
  checkOut: '2026-10-14',
  verification: 'paid_booking',
  firstName: 'Giulia',
  validUntil: '2026-12-13',
  submitted: false,
};

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('a guest reviews the stay: the missing fields are named, the review is sent as typed and thanked', {
  tag: '@phone-only',
}, async ({ page }) => {
  const errors = consoleErrors(page);
  let sent: Record<string, unknown> | undefined;
  await page.route(`**/api/review-links/${TOKEN}`, async (route) => {
    if (route.request().method() === 'POST') {
      sent = route.request().postDataJSON();
      return route.fulfill({
        contentType: 'application/json',
        body: '{"success":true,"id":"r-1"}',
      });
    }
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify(stay) });
  });
  await page.goto(`/recensione/${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Com'è andato il soggiorno in Appartamento Moderno Duomo?",
  );

  const send = page.getByRole('button', { name: 'Invia la recensione' });
  await send.click();
  await expect(page.getByText('Scegli un voto da 1 a 10')).toHaveCount(5);
  await expect(page.getByText('Titolo: campo obbligatorio')).toBeVisible();
  await expect(page.getByText(/Consenso richiesto/)).toBeVisible();
  expect(sent).toBeUndefined();

  const score = (group: string, value: number) =>
    page.getByRole('radiogroup', { name: group }).getByText(String(value), { exact: true }).click();
  await score('Voto complessivo (da 1 a 10)', 9);
  for (const label of Object.values(ASPECT_LABELS)) await score(label, 10);
  const text = 'Casa splendida a due passi dal Duomo. <script>alert(1)</script>';
  await page.getByLabel('Titolo').fill('Nel cuore di Catania');
  await page.getByLabel('La tua recensione').fill(text);
  await page.getByLabel('Paese (o città) da mostrare').fill('Milano');
  await page.getByRole('checkbox').check();
  await send.click();

  await expect(page.getByRole('status')).toContainText(
    'Grazie, abbiamo ricevuto la tua recensione',
  );
  expect(sent).toMatchObject({
    overall: 9,
    cleanliness: 10,
    position: 10,
    host: 10,
    value: 10,
    title: 'Nel cuore di Catania',
    text,
    firstName: 'Giulia',
    country: 'Milano',
    consent: true,
  });
  expect(errors).toEqual([]);
});

test('a link the site does not know says so in Italian', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto(`/recensione/${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText(/link/i);
  await expect(page.getByRole('link', { name: 'Torna alla Home' })).toBeVisible();
});
