import type { Planning } from '@catania/shared/schemas/planning';
import { bookings } from './admin-fixtures';
import { consoleErrors, day, expect, mockJson, test, withConsent } from './helpers';

/**
 * 'Planning' (issue 23) on the owner's phone and a laptop: all four apartments in view, the days
 * scrolling inside the grid (never the page), a bar opening its details, a free day offering a
 * block or a booking. The planning's data is covered against DynamoDB Local in
 * functions/src/planning and functions/src/availability; here it is answered with a busy fortnight.
 */
const ADMIN = { username: 'admin', password: 'e2e-password-catania' };

const paid = bookings[1];
const planning = (from: string, to: string): Planning => ({
  from,
  to,
  apartments: [
    {
      id: 'appartamento-1',
      name: 'Appartamento Moderno Duomo',
      bars: [
        {
          kind: 'imported',
          start: day(1),
          end: day(4),
          calendarId: 'cal-1',
          platform: 'airbnb',
        },
        { kind: 'block', start: day(6), end: day(8), blockId: 'block-1', note: 'Lavori bagno' },
      ],
      conflicts: [],
    },
    {
      id: 'appartamento-2',
      name: 'Deluxe Via Etnea',
      bars: [
        {
          kind: 'imported',
          start: day(2),
          end: day(5),
          calendarId: 'cal-2',
          platform: 'booking',
        },
      ],
      conflicts: [],
    },
    {
      id: 'appartamento-3',
      name: 'Suite Romantica Bellini',
      bars: [
        {
          kind: 'booking',
          start: paid?.checkIn ?? day(20),
          end: paid?.checkOut ?? day(23),
          bookingId: paid?.id ?? 'x',
          state: 'paid',
          status: 'confirmed',
          source: 'site',
          guestName: paid?.guestName ?? 'Mario Rossi',
        },
        {
          kind: 'booking',
          start: day(3),
          end: day(6),
          bookingId: 'owner-1',
          state: 'held',
          status: 'pending',
          source: 'owner',
          guestName: 'Giulia Russo',
        },
        { kind: 'imported', start: day(5), end: day(7), calendarId: 'cal-3', platform: 'other' },
      ],
      conflicts: [day(5)],
    },
    { id: 'appartamento-4', name: 'Casa Famiglia Castello Ursino', bars: [], conflicts: [] },
  ],
});

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

test('shows the four apartments without the page scrolling sideways; a bar opens its details, a free day its choices', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.route('**/api/admin/planning?*', (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(
        planning(url.searchParams.get('from') ?? day(0), url.searchParams.get('to') ?? day(14)),
      ),
    });
  });
  await mockJson(page, '/api/bookings', bookings);
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('tab', { name: 'Planning' }).click();

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
  await expect(
    page.getByTestId('planning-row-appartamento-4').getByText('Casa Famiglia'),
  ).toBeInViewport();
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));

  // A conflict is marked; the imported stay opens its details.
  await page.getByTestId('planning-bar').filter({ hasText: 'Airbnb' }).click();
  await expect(page.getByTestId('imported-detail')).toContainText('Airbnb');
  await page.getByRole('button', { name: 'Chiudi' }).click();

  await page.getByTestId('planning-bar').filter({ hasText: 'Lavori bagno' }).click();
  await expect(page.getByTestId('block-detail')).toContainText('Lavori bagno');
  await expect(page.getByRole('button', { name: 'Elimina blocco' })).toBeVisible();
  await page.getByRole('button', { name: 'Chiudi' }).click();

  await page
    .getByRole('button', { name: /Casa Famiglia Castello Ursino, .*: blocca o prenota/ })
    .last()
    .click();
  await expect(page.getByTestId('owner-booking-form')).toBeVisible();
  await page.getByRole('button', { name: 'Blocca notti' }).first().click();
  await expect(page.getByTestId('block-form')).toBeVisible();
  expect(errors).toEqual([]);
});
