import { readFileSync } from 'node:fs';
import { E2E_ADMIN } from '@catania/scripts/local/admin-credentials';
import { CATANIA, couple, GERMANY, ITALY } from '@catania/testing/precheckin-data';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, ddmmyyyy, expect, test, today, withConsent } from './helpers';

/**
 * Online pre-check-in, the police file and the tourist-tax report, as the guest (on a
 * phone) and the owner live them, against the e2e stack: the site and API on PORT, the Stripe
 * emulator on PORT+1, the SES emulator on PORT+2. Every booking is on apartment 4, each in a month
 * of its own, so the month's tax report holds that stay alone.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const STRIPE = process.env.E2E_STRIPE_URL ?? `http://127.0.0.1:${port + 1}`;
const SES = process.env.E2E_SES_URL ?? `http://127.0.0.1:${port + 2}`;
const APARTMENT = 'appartamento-4';
const APARTMENT_NAME = 'Casa Famiglia Castello Ursino';

test.beforeEach(async ({ context, baseURL }) => {
  await withConsent(context, baseURL);
});

interface Mail {
  destination: { to: string[] };
  body: { text?: string };
}

/** A guest books apartment 4 and pays on the Stripe emulator's page; the mail's link. */
async function paidBooking(request: APIRequestContext, checkIn: string, checkOut: string) {
  const email = `giulia.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.it`;
  const price = (await (
    await request.get(`/api/prices/${APARTMENT}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const created = await request.post('/api/create-payment-link', {
    data: {
      amount: price.totalPrice,
      apartmentId: APARTMENT,
      guestDetails: { name: 'Giulia Russo', email },
      bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
    },
  });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  const hosted = new URL(url);
  const paid = await fetch(`${STRIPE}${hosted.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'pay',
      method: 'card',
      card: '4242 4242 4242 4242',
      name: 'Giulia Russo',
    }).toString(),
    redirect: 'manual',
  });
  await paid.arrayBuffer();
  let link = '';
  await expect
    .poll(
      async () => {
        const { emails } = (await (await fetch(`${SES}/store`)).json()) as { emails: Mail[] };
        const mail = emails.find((m) => m.destination.to.includes(email));
        link = /Vedi la prenotazione: (\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return new URL(link);
}

/** Types in a picker and chooses the option. */
async function pick(page: Page, label: string | RegExp, typed: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

async function fillPerson(
  page: Page,
  card: Locator,
  person: {
    surname: string;
    name: string;
    sex: 'Maschile' | 'Femminile';
    birthDate: string;
    born: { comune: string; option: string } | { state: string };
    citizenship: string;
  },
) {
  await card.getByLabel('Cognome').fill(person.surname);
  await card.getByLabel('Nome', { exact: true }).fill(person.name);
  await card.getByLabel(person.sex).check();
  await card.getByLabel('Data di nascita', { exact: true }).fill(ddmmyyyy(person.birthDate));
  if ('comune' in person.born) {
    await card.getByLabel('In Italia').check();
    const field = card.getByRole('combobox', { name: 'Comune di nascita' });
    await field.fill(person.born.comune);
    await page.getByRole('option', { name: person.born.option, exact: true }).click();
    await expect(field).toHaveValue(person.born.option);
  } else {
    await card.getByLabel('All’estero').check();
    const field = card.getByRole('combobox', { name: 'Stato di nascita' });
    await field.fill(person.born.state);
    await page.getByRole('option', { name: person.born.state, exact: true }).click();
  }
  const citizenship = card.getByRole('combobox', { name: 'Cittadinanza' });
  await citizenship.fill(person.citizenship);
  await page.getByRole('option', { name: person.citizenship, exact: true }).click();
  await expect(citizenship).toHaveValue(person.citizenship);
}

const column = (record: string, start: number, width: number) =>
  record.slice(start - 1, start - 1 + width);

/** The owner signs in to the admin panel and opens 'Check-in e ospiti'. */
async function openCheckinTab(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('tab', { name: 'Check-in e ospiti' }).click();
}

test('a paid guest fills the pre-check-in of two persons from the mail link; the owner downloads the Alloggiati file', {
  tag: '@phone-only',
}, async ({ page, request }) => {
  // One journey: a payment, two persons' forms, the owner's download.
  test.setTimeout(60_000);
  const checkIn = addDays(today(), 30);
  const checkOut = addDays(checkIn, 3);
  const link = await paidBooking(request, checkIn, checkOut);

  // The link in the mail opens 'La mia prenotazione', which leads to the pre-check-in.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APARTMENT_NAME);
  await page.getByRole('link', { name: 'Pre-check-in online' }).click();
  await expect(page).toHaveURL(new RegExp(`/check-in/${link.searchParams.get('token')}$`));
  await expect(page.getByRole('heading', { name: 'Pre-check-in online' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APARTMENT_NAME);

  const lead = page.getByRole('group', { name: /Chi prenota/ });
  await fillPerson(page, lead, {
    surname: 'Russo',
    name: 'Giulia',
    sex: 'Femminile',
    birthDate: '1988-04-12',
    born: { comune: 'catania', option: 'Catania (CT)' },
    citizenship: 'Italia',
  });
  await lead.getByLabel('Tipo di documento').selectOption('IDELE');
  await lead.getByLabel('Numero del documento').fill('CA 12345 AB');
  await pick(page, 'Luogo di rilascio', 'Catan', 'Catania (CT)');
  // Where the party lives, for the Region's statistics (optional): Milan, not Catania.
  await pick(page, /^Residenza/, 'Milan', 'Milano (MI)');
  await fillPerson(page, page.getByRole('group', { name: /Ospite 2/ }), {
    surname: 'Müller',
    name: 'Jonas',
    sex: 'Maschile',
    birthDate: '1987-02-01',
    born: { state: 'Germania' },
    citizenship: 'Germania',
  });
  await page.getByRole('button', { name: 'Invia il pre-check-in' }).click();
  const done = page.getByTestId('precheckin-complete');
  await expect(done).toContainText('Pre-check-in completato');
  await expect(done).toContainText('Jonas Müller');
  await expect(done).toContainText('documento che termina con 5AB');

  // The owner, in the admin panel: the arrival is complete, and the day's file downloads.
  await openCheckinTab(page);
  await page.getByLabel('Arrivi dal').fill(checkIn);
  const day = page.getByTestId(`arrivals-${checkIn}`);
  await expect(day.getByTestId('precheckin-status')).toHaveText('Pre-check-in: Completato');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    day.getByRole('button', { name: 'File Alloggiati Web' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`alloggiati-${checkIn}.txt`);
  const records = readFileSync((await download.path()) ?? '', 'latin1').split('\r\n');
  expect(records.map((r) => r.length)).toEqual([168, 168]);
  const [first = '', second = ''] = records;
  expect(column(first, 1, 2)).toBe('17');
  expect(column(first, 3, 10)).toBe(checkIn.split('-').reverse().join('/'));
  expect(column(first, 13, 2)).toBe('03');
  expect(column(first, 15, 50).trimEnd()).toBe('RUSSO');
  expect(column(first, 106, 9)).toBe(CATANIA);
  expect(column(first, 115, 2)).toBe('CT');
  expect(column(first, 117, 9)).toBe(ITALY);
  expect(column(first, 135, 5)).toBe('IDELE');
  expect(column(first, 140, 20).trimEnd()).toBe('CA12345AB');
  expect(column(second, 1, 2)).toBe('19');
  expect(column(second, 15, 50).trimEnd()).toBe('MULLER');
  expect(column(second, 106, 11)).toBe(' '.repeat(11));
  expect(column(second, 117, 9)).toBe(GERMANY);
  expect(column(second, 126, 9)).toBe(GERMANY);
});

test('the owner reads the month’s tourist tax on screen and downloads it as CSV', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  // A stay of its own month: three nights, an adult and a child (exempt), pre-check-in done.
  const checkIn = addDays(today(), 120);
  const link = await paidBooking(request, checkIn, addDays(checkIn, 3));
  const withChild = couple();
  withChild.others = withChild.others.map((guest) => ({ ...guest, birthDate: '2016-05-20' }));
  const sent = await request.put(`/api/checkin/${link.searchParams.get('token')}`, {
    data: withChild,
  });
  expect(sent.status()).toBe(200);

  await openCheckinTab(page);
  await page.getByRole('tab', { name: 'Imposta di soggiorno' }).click();
  await page.getByLabel('Mese', { exact: true }).fill(checkIn.slice(0, 7));
  const report = page.getByTestId('tax-report');
  const row = report.getByRole('row', { name: APARTMENT_NAME });
  // Stays, persons, person-nights, taxable, exempt as minors, beyond the cap, due, collected.
  await expect(row.getByRole('cell')).toHaveText(['1', '2', '6', '3', '3', '0', '9 €', '0 €']);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Esporta CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(
    new RegExp(`^imposta-soggiorno-${checkIn.slice(0, 7)}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const lines = readFileSync((await csv.path()) ?? '', 'utf8')
    .trim()
    .split(/\r?\n/);
  const cells = (line: string) => line.split(';').map((cell) => cell.replace(/^"|"$/g, ''));
  const header = cells(lines[0]?.replace(/^\uFEFF/, '') ?? '');
  const apartment = cells(lines.find((line) => line.includes(APARTMENT_NAME)) ?? '');
  const value = (name: string) => apartment[header.indexOf(name)];
  expect(value('Soggiorni')).toBe('1');
  expect(value('Ospiti')).toBe('2');
  expect(value('Pernottamenti totali')).toBe('6');
  expect(value('Pernottamenti imponibili')).toBe('3');
  expect(value('Esenti: Minori di 18 anni')).toBe('3');
  expect(value('Imposta dovuta (EUR)')).toBe('9,00');
  expect(value('Imposta riscossa (EUR)')).toBe('0,00');
});

test('the pre-check-in explains, field by field in Italian, what is wrong', {
  tag: '@phone-only',
}, async ({ page, request }) => {
  const checkIn = addDays(today(), 80);
  const link = await paidBooking(request, checkIn, addDays(checkIn, 2));
  await page.goto(`/check-in/${link.searchParams.get('token')}`);
  const lead = page.getByRole('group', { name: /Chi prenota/ });
  // The birth date is the site's own date field, typed gg/mm/aaaa: no native date input.
  await expect(lead.getByLabel('Data di nascita', { exact: true })).toHaveAttribute(
    'placeholder',
    'gg/mm/aaaa',
  );
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await lead.getByLabel('Cognome').fill('Иванов');
  await lead.getByLabel('Data di nascita', { exact: true }).fill(ddmmyyyy(addDays(today(), 1)));
  await lead.getByLabel('Tipo di documento').selectOption('IDENT');
  await lead.getByLabel('Numero del documento').fill('12345');
  await pick(page, 'Luogo di rilascio', 'Catan', 'Catania (CT)');
  await page.getByRole('button', { name: 'Invia il pre-check-in' }).click();
  await expect(lead.getByText('Usa solo lettere latine')).toBeVisible();
  await expect(lead.getByText('La data di nascita deve essere nel passato')).toBeVisible();
  await expect(lead.getByText('Indica il sesso, come sul documento')).toBeVisible();
  await expect(lead.getByText(/Numero non valido per carta di identità/)).toBeVisible();
  await expect(page.getByTestId('precheckin-complete')).toHaveCount(0);
});

test('a wrong link says so in Italian', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto(`/check-in/${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('Il link non è valido o è scaduto');
});
