import type { Page } from '@playwright/test';
import {
  day,
  ddmmyyyy,
  expect,
  mockJson,
  pickDay,
  pickerTrigger,
  test,
  toast,
  today,
  withConsent,
} from './helpers';

test.beforeEach(async ({ context, baseURL }) => withConsent(context, baseURL));

const heroSearch = async (page: Page) =>
  page.locator('#home').getByRole('button', { name: /Cerca disponibilità|Ricerca in corso/ });

async function chooseHeroDates(page: Page, checkIn: string, checkOut: string) {
  await pickerTrigger(page.locator('#home')).click();
  await pickDay(page, checkIn);
  await pickDay(page, checkOut);
  await page.keyboard.press('Escape');
}

test('hero: rotating images every 4 s and the typed subtitle', { tag: '@phone-only' }, async ({
  page,
}) => {
  // Every length the subtitle shows, from the first render on: it is typed one character at a
  // time, whatever the page's speed.
  await page.addInitScript(() => {
    const lengths: number[] = [];
    Object.assign(window, { typedLengths: lengths });
    new MutationObserver(() => {
      const typed = document.querySelector('[data-testid="hero-typed"]');
      if (typed && lengths.at(-1) !== typed.textContent?.length) {
        lengths.push(typed.textContent?.length ?? 0);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // The page runs on Playwright's clock, paused a few seconds after it has loaded (a jump that is
  // never in the past, however slow the machine): from then on only the test moves time on, and
  // every check below starts from whatever the page shows.
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vivi Catania');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
  const slides = page.getByTestId('hero-slides');
  const typedLengths = () =>
    page.evaluate(() => (window as unknown as { typedLengths: number[] }).typedLengths);
  await expect
    .poll(async () => {
      await page.clock.runFor(250);
      return (await typedLengths()).length;
    })
    .toBeGreaterThan(10);
  const lengths = await typedLengths();
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  // Every 4 s the next slide, in turn, back to the first after the last. A slide shows once its
  // image has arrived, which takes real time: start from a slide that is on screen in its turn
  // (the jump above may have given the next one its turn while its image was on the way).
  const active = async () => Number(await slides.getAttribute('data-active'));
  await expect
    .poll(async () => (await slides.getAttribute('data-turn')) === String(await active()))
    .toBe(true);
  const turns = [await active()];
  for (let turn = 0; turn < 3; turn += 1) {
    await page.clock.runFor(4000);
    const previous = turns.at(-1) ?? 0;
    const next = async () => {
      const now = await active();
      return now === previous + 1 || (now === 0 && previous > 0);
    };
    await expect.poll(next).toBe(true);
    turns.push(await active());
  }
  expect(new Set(turns).size).toBeGreaterThan(2);
});

test('hero search validates both dates and the 2-night minimum', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/');
  await (await heroSearch(page)).click();
  await expect(toast(page)).toContainText('Campi richiesti');
  await expect(toast(page)).toContainText('Seleziona data di check-in e check-out.');
  await chooseHeroDates(page, day(20), day(21));
  await (await heroSearch(page)).click();
  await expect(toast(page)).toContainText('Soggiorno minimo 2 notti');
  await expect(toast(page)).toContainText(
    'Il soggiorno minimo richiesto è di 2 notti. Seleziona date appropriate.',
  );
});

test('search results lead to the booking dialog, which stores pendingBooking and goes to /checkout', {
  tag: '@phone-only',
}, async ({ page }) => {
  // Search, dialog validation, the draft and the checkout: a journey across three screens.
  test.slow();
  // The checkout page consumes (removes) the draft: keep a copy of what the dialog stores.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'pendingBooking') setItem.call(this, 'e2e:pendingBooking', value);
      return setItem.call(this, key, value);
    };
  });
  await page.goto('/');
  // Nights no other spec books: the search expects all four apartments free.
  const checkIn = day(34);
  const checkOut = day(37);
  await chooseHeroDates(page, checkIn, checkOut);
  await expect(page.locator('#home').getByTestId('date-range-text')).toHaveText(
    `${ddmmyyyy(checkIn)} - ${ddmmyyyy(checkOut)}`,
  );
  await (await heroSearch(page)).click();
  const results = page.getByTestId('search-results');
  await expect(results.getByRole('heading', { name: 'Appartamenti disponibili' })).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(4);
  await expect(toast(page)).toContainText('4 appartamenti disponibili');
  await results.getByRole('button', { name: 'Prenota Suite Romantica Bellini' }).click();
  await expect(results).toBeHidden();

  const dialog = page.getByTestId('booking-dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Prenota Suite Romantica Bellini' }),
  ).toBeVisible();
  await expect(dialog.getByTestId('summary-nights')).toHaveText('3 notti');
  await expect(dialog).toContainText(ddmmyyyy(checkIn));
  await expect(dialog).toContainText(ddmmyyyy(checkOut));
  await expect(dialog).toContainText('Cancellazione gratuita fino a 7 giorni prima del check-in');
  const total = (await dialog.getByTestId('summary-total').textContent()) ?? '';
  expect(total).toMatch(/€/);

  await dialog.getByLabel('Nome e cognome *').fill('A');
  await dialog.getByLabel('Email *').fill('non-valida');
  await dialog.getByRole('button', { name: 'Prenota Ora' }).click();
  await expect(dialog).toContainText('Nome deve avere almeno 2 caratteri');
  await expect(dialog).toContainText('Email non valida');

  await dialog.getByLabel('Nome e cognome *').fill('Giulia Russo');
  await dialog.getByLabel('Email *').fill('giulia@example.com');
  await dialog.getByLabel('Telefono').fill('+39 333 1234567');
  await dialog.getByRole('combobox', { name: 'Ospiti' }).click();
  await page.getByRole('option', { name: '1 ospite' }).click();
  await dialog.getByLabel('Richieste speciali').fill('Arrivo tardi');
  await dialog.getByRole('button', { name: 'Prenota Ora' }).click();
  await expect(page).toHaveURL('/checkout');
  const draft = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('e2e:pendingBooking'))) ?? '{}',
  );
  expect(draft).toMatchObject({
    apartmentId: 'appartamento-3',
    apartmentName: 'Suite Romantica Bellini',
    guestName: 'Giulia Russo',
    guestEmail: 'giulia@example.com',
    guestPhone: '+39 333 1234567',
    checkIn,
    checkOut,
    guests: 1,
    specialRequests: 'Arrivo tardi',
  });
  expect(draft.totalPrice).toBeGreaterThan(0);
});

test('search: none found and failure notices', { tag: '@phone-only' }, async ({ page }) => {
  await mockJson(page, '/api/search-availability', {
    availableApartments: [],
    totalFound: 0,
    restricted: [],
  });
  await page.goto('/');
  await chooseHeroDates(page, day(40), day(43));
  await (await heroSearch(page)).click();
  await expect(toast(page)).toContainText('Nessun appartamento disponibile');
  // Free on those nights but refused by its stay rules: the toast says why.
  await page.unrouteAll();
  await mockJson(page, '/api/search-availability', {
    availableApartments: [],
    totalFound: 0,
    restricted: [
      {
        id: 'appartamento-4',
        name: 'Suite Famiglia',
        reason: 'Per questo arrivo il soggiorno minimo è di 5 notti',
      },
    ],
  });
  await (await heroSearch(page)).click();
  await expect(toast(page)).toContainText(
    'Per queste date: Suite Famiglia, per questo arrivo il soggiorno minimo è di 5 notti.',
  );
  await page.unrouteAll();
  await mockJson(page, '/api/search-availability', { error: 'x', code: 'x' }, 500);
  await (await heroSearch(page)).click();
  await expect(toast(page)).toContainText('Errore nella ricerca');
  await expect(toast(page)).toContainText('Riprova o contattaci direttamente.');
});

test('availability badges: batch first, per-apartment fallback, occupied from, not available today', {
  tag: '@phone-only',
}, async ({ page }) => {
  const perApartment: string[] = [];
  await mockJson(page, '/api/availability/batch', {
    'appartamento-1': { success: true, data: { unavailableDates: [today(), day(1)] } },
    'appartamento-2': { success: true, data: { unavailableDates: [day(12)] } },
    'appartamento-3': { success: false, error: 'Errore' },
    'appartamento-4': { success: true, data: { unavailableDates: [] } },
  });
  await page.route(/\/api\/availability\/appartamento-\d$/, (route) => {
    perApartment.push(route.request().url());
    return route.fulfill({ json: { unavailableDates: [day(5)] } });
  });
  await page.goto('/#appartamenti');
  const badge = (id: string) =>
    page.getByTestId(`apartment-card-${id}`).getByTestId('availability-badge');
  await expect(badge('appartamento-1')).toHaveText('Non disponibile oggi');
  await expect(badge('appartamento-2')).toHaveText(`Occupato dal ${ddmmyyyy(day(12)).slice(0, 5)}`);
  await expect(badge('appartamento-3')).toHaveText(`Occupato dal ${ddmmyyyy(day(5)).slice(0, 5)}`);
  await expect(badge('appartamento-4')).toHaveText('Disponibile');
  expect(perApartment.map((url) => url.split('/').pop())).toEqual(['appartamento-3']);
});

test('availability badges fall back to each apartment when the batch fails', {
  tag: '@phone-only',
}, async ({ page }) => {
  await mockJson(page, '/api/availability/batch', { error: 'x', code: 'x' }, 500);
  const asked: string[] = [];
  await page.route(/\/api\/availability\/appartamento-\d$/, (route) => {
    asked.push(route.request().url().split('/').pop() ?? '');
    return route.fulfill({ json: { unavailableDates: [] } });
  });
  await page.goto('/#appartamenti');
  for (const id of ['appartamento-1', 'appartamento-2', 'appartamento-3', 'appartamento-4']) {
    await expect(
      page.getByTestId(`apartment-card-${id}`).getByTestId('availability-badge'),
    ).toHaveText('Disponibile');
  }
  expect(asked.sort()).toEqual([
    'appartamento-1',
    'appartamento-2',
    'appartamento-3',
    'appartamento-4',
  ]);
});

test('apartment cards show price, category and 3 amenities plus the rest', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/#appartamenti');
  const card = page.getByTestId('apartment-card-appartamento-1');
  await expect(card).toContainText('Appartamento Moderno Duomo');
  await expect(card).toContainText('85 €');
  await expect(card).toContainText('Moderna');
  await expect(
    card.getByRole('list', { name: 'Servizi principali' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(card).toContainText('+5 altri');
});

test('quick booking widget: validation, availability check, booking dialog', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/#prenota');
  const widget = page.getByTestId('quick-booking');
  await widget.getByRole('button', { name: 'Verifica disponibilità' }).click();
  // The page's first toast loads the toast region's code: slower than a shown toast when the
  // cores are shared (it once missed the default wait in a full run).
  await expect(toast(page)).toContainText(
    'Seleziona appartamento e date per verificare la disponibilità.',
    { timeout: 15_000 },
  );
  await widget.getByRole('combobox', { name: 'Appartamento' }).click();
  await page.getByRole('option', { name: /Deluxe Via Etnea/ }).click();
  await widget.getByLabel('Check-in', { exact: true }).fill(ddmmyyyy(day(50)));
  await widget.getByLabel('Check-out', { exact: true }).fill(ddmmyyyy(day(53)));
  await expect(widget.getByTestId('quick-summary')).toContainText('3 notti');
  await widget.getByRole('button', { name: 'Verifica disponibilità' }).click();
  await expect(toast(page)).toContainText('Disponibile!');
  await expect(
    page.getByTestId('booking-dialog').getByRole('heading', { name: 'Prenota Deluxe Via Etnea' }),
  ).toBeVisible();
  await page.getByTestId('booking-dialog').getByRole('button', { name: 'Annulla' }).click();
  await mockJson(page, '/api/availability/check', {
    available: false,
    unavailableDates: [day(51)],
  });
  await widget.getByRole('button', { name: 'Verifica disponibilità' }).click();
  await expect(toast(page)).toContainText('Appartamento non disponibile nelle date selezionate');
  await widget.getByLabel('Check-in', { exact: true }).fill(ddmmyyyy(day(-3)));
  await widget.getByRole('button', { name: 'Verifica disponibilità' }).click();
  await expect(toast(page)).toContainText('nel passato');
});

test('FAQ items open and close independently', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/#faq');
  const first = page.getByRole('button', { name: 'Qual è la politica di cancellazione?' });
  const second = page.getByRole('button', { name: "C'è un parcheggio?" });
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('faq-parcheggio')).toContainText('15 €');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
});

test('Scopri Catania shows real attractions with distance and category', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/#catania-centro');
  const section = page.locator('#catania-centro');
  for (const name of [
    "Duomo di Sant'Agata",
    "Fontana dell'Elefante",
    'La Pescheria',
    'Teatro Massimo Bellini',
    'Castello Ursino',
  ]) {
    await expect(section.getByRole('heading', { name })).toBeVisible();
  }
  await expect(section).toContainText('3 min a piedi');
});

test('a reload keeps the guest where she was on the page', { tag: '@phone-only' }, async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('#appartamenti').scrollIntoViewIfNeeded();
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(400);
  // The browser puts the page back where it was (smoothly: the site's scroll behaviour); the
  // hydration that comes meanwhile must not send it back to the top.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(place - 200);
});
