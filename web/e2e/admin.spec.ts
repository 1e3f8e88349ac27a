import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  animationsSettled,
  axeViolations,
  ddmmyyyy,
  expect,
  edgeTest as test,
  toast,
  withConsent,
} from './helpers';

/**
 * The owner's admin panel in the browser, against the e2e stack (scripts/src/e2e-server.ts signs
 * in with E2E_ADMIN of scripts/src/local/admin-credentials.ts). Tests that change data run in the
 * desktop project only, on far-away dates and on apartment 2 (which no other spec prices), so the
 * projects and the other specs running side by side never meet.
 */
const ADMIN = { username: 'admin', password: 'e2e-password-catania' };
const APT = 'appartamento-2';
const APT_NAME = 'Deluxe Via Etnea';
const today = todayInRome();
const day = (n: number) => addDays(today, n);
const compact = (date: string) => date.replaceAll('-', '');
const run = Date.now().toString(36);

test.beforeEach(async ({ context, baseURL }) => {
  await withConsent(context, baseURL);
});

/** Tests that change shared data run once, in the desktop project (see playwright.config.ts). */
const DESKTOP_ONLY = { tag: '@desktop-only' };
/** What the width does not change (sessions, links, routes) runs once, on the owner's phone. */
const PHONE_ONLY = { tag: '@phone-only' };

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Pannello di Amministrazione' })).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

test.describe('sign-in', () => {
  test('a wrong password is refused with the Italian message', { tag: '@phone-only' }, async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(`sbagliata-${run}`);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(toast(page)).toContainText('Errore di accesso');
    await expect(toast(page)).toContainText('Username o password non corretti.');
    await expect(page.getByRole('heading', { name: 'Pannello di Amministrazione' })).toHaveCount(0);
  });

  test('both fields are required; the password can be shown', { tag: '@phone-only' }, async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Username richiesto')).toBeVisible();
    await expect(page.getByText('Password richiesta')).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('segreta');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostra password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test(
    'signs in and out; the server session drives the panel',
    PHONE_ONLY,
    async ({ page, context }) => {
      await signIn(page);
      await expect(toast(page)).toContainText('Accesso effettuato');
      const cookie = (await context.cookies()).find((c) => c.name === '__Host-session');
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
      // Reload: the flag survives in session storage, the CSRF token is asked again.
      await page.reload();
      await expect(
        page.getByRole('heading', { name: 'Pannello di Amministrazione' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Esci' }).click();
      await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === '__Host-session')).toBeUndefined();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    },
  );

  test('an expired server session sends the owner back to the login with a message', {
    tag: '@phone-only',
  }, async ({ page, context }) => {
    await signIn(page);
    await context.clearCookies({ name: '__Host-session' });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('La sessione è scaduta. Accedi di nuovo.');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  });

  test('a one-time link mailed to the owner signs a new browser in, and leaves no token behind', {
    tag: '@phone-only',
  }, async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Ricevi un link di accesso' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ti abbiamo inviato' })).toBeVisible();
    /** The newest sign-in link in the owner's inbox, or ''. */
    const ownerLink = async () => {
      const mail = (await mailsTo('info@cataniacentroapartments.it'))
        .filter((m) => m.subject.startsWith('Il tuo link di accesso'))
        .at(-1);
      return /https?:\/\/\S+accesso=[\w-]{43}/.exec(mail?.body.text ?? '')?.[0] ?? '';
    };
    await expect.poll(ownerLink).not.toBe('');
    const link = await ownerLink();
    const url = new URL(link);
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('heading', { name: 'Pannello di Amministrazione' })).toBeVisible();
    expect(page.url()).not.toContain('accesso=');
    // Used once: the same link again only shows why it no longer works.
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(url.pathname + url.search);
    await expect(page.getByRole('alert')).toContainText(
      'Link di accesso non valido, già usato o scaduto',
    );
  });

  test('public pages never fetch the admin code', { tag: '@phone-only' }, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /\/assets\/admin/.test(url))).toEqual([]);
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    expect(scripts.some((url) => /\/assets\/admin/.test(url))).toBe(true);
  });
});

test(
  'axe: no serious or critical violation on the login and on each tab',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(120_000);
    // The site's chrome and the shared primary button are audited with the public pages
    // (a11y.spec.ts); this is the panel's own content.
    const audit = (scope = 'main') =>
      axeViolations(page, { include: scope, exclude: `${scope} .bg-accent-600` });
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await animationsSettled(page);
    expect(await audit()).toEqual([]);
    await signIn(page);
    for (const tab of ['Calendari', 'Prezzi', 'Prenotazioni', 'Contatti']) {
      await openTab(page, tab);
      await page.waitForLoadState('networkidle');
      await animationsSettled(page);
      expect(await audit(), tab).toEqual([]);
    }
    await openTab(page, 'Prezzi');
    await page.getByRole('tab', { name: 'Pricing Dinamico' }).click();
    await page.waitForLoadState('networkidle');
    expect(await audit(), 'Pricing Dinamico').toEqual([]);
    await page.getByRole('button', { name: 'Nuova Regola', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await animationsSettled(page);
    expect(await audit('[role="dialog"]'), 'rule dialog').toEqual([]);
  },
);

test.describe('calendars', () => {
  let feeds: Server;
  let feedUrl: string;
  let emptiedUrl: string;
  const nights = [day(420), day(421), day(422)];
  const heldNights = [day(430), day(431), day(432)];
  /** What the second feed serves: its stay, until a test empties it. */
  let emptied = false;

  test.beforeAll(async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${compact(day(420))}`,
      `DTEND;VALUE=DATE:${compact(day(423))}`,
      `UID:e2e-${run}@airbnb.com`,
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const emptying = () =>
      emptied
        ? ics.replace(/BEGIN:VEVENT[\s\S]*END:VEVENT\r\n/, '')
        : ics
            .replace(compact(day(420)), compact(day(430)))
            .replace(compact(day(423)), compact(day(433)));
    feeds = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(req.url?.includes('emptied') ? emptying() : ics);
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    const address = feeds.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    feedUrl = `${origin}/${run}.ics`;
    emptiedUrl = `${origin}/${run}-emptied.ics`;
  });
  test.afterAll(() => new Promise<void>((resolve) => feeds.close(() => resolve())));

  test(
    'add a calendar, see its nights blocked, sync it, sync all, delete it',
    DESKTOP_ONLY,
    async ({ page }) => {
      await signIn(page);
      await page.getByRole('tab', { name: 'Configurazione' }).click();

      await page.getByRole('button', { name: 'Aggiungi Calendario' }).click();
      await expect(toast(page)).toContainText('Campi richiesti');
      await page.getByLabel('Appartamento', { exact: true }).selectOption(APT);
      await page.getByLabel('URL iCal').fill('non un url');
      await page.getByRole('button', { name: 'Aggiungi Calendario' }).click();
      await expect(toast(page)).toContainText('URL non valido');

      await page.getByLabel('URL iCal').fill(feedUrl);
      await page.getByRole('button', { name: 'Aggiungi Calendario' }).click();
      await expect(toast(page)).toContainText('Calendario aggiunto');
      await expect(toast(page)).toContainText('3 notti bloccate');

      const availability = await page.request.get(`/api/availability/${APT}`);
      const { unavailableDates } = (await availability.json()) as { unavailableDates: string[] };
      expect(unavailableDates).toEqual(expect.arrayContaining(nights));

      await page.getByRole('tab', { name: 'Status Dashboard' }).click();
      const card = page.getByTestId('calendar-status').filter({ hasText: feedUrl });
      await expect(card).toContainText('Sincronizzato');
      await expect(card).toContainText(APT_NAME);
      await card.getByRole('button', { name: `Sincronizza ${APT_NAME}` }).click();
      await expect(toast(page)).toContainText('Sincronizzazione completata');

      await page.getByRole('button', { name: 'Sincronizza tutti' }).click();
      await expect(toast(page)).toContainText(/Sincronizzazione (completata|parziale)/);
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

      await page.getByRole('tab', { name: 'Configurazione' }).click();
      // The question names the calendar (apartment and address) and what deleting it frees.
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe(
          `Sei sicuro di voler eliminare questo calendario?\n\n${APT_NAME}\n${feedUrl}\n\nLe notti che blocca torneranno prenotabili sul sito.`,
        );
        void dialog.accept();
      });
      await page.getByRole('button', { name: `Elimina calendario ${feedUrl}` }).click();
      await expect(toast(page)).toContainText('Calendario eliminato');
      const after = (await (await page.request.get(`/api/availability/${APT}`)).json()) as {
        unavailableDates: string[];
      };
      for (const night of nights) expect(after.unavailableDates).not.toContain(night);
    },
  );

  test(
    'a feed emptied of its stays keeps the nights until the owner frees them',
    DESKTOP_ONLY,
    async ({ page }) => {
      const unavailable = async () =>
        (
          (await (await page.request.get(`/api/availability/${APT}`)).json()) as {
            unavailableDates: string[];
          }
        ).unavailableDates;
      await signIn(page);
      await page.getByRole('tab', { name: 'Configurazione' }).click();
      await page.getByLabel('Appartamento', { exact: true }).selectOption(APT);
      await page.getByLabel('URL iCal').fill(emptiedUrl);
      await page.getByRole('button', { name: 'Aggiungi Calendario' }).click();
      await expect(toast(page)).toContainText('3 notti bloccate');

      emptied = true;
      // The toast covers the dashboard's first card: the owner closes it.
      await toast(page).getByRole('button', { name: 'Chiudi notifica' }).click();
      await expect(toast(page)).toHaveCount(0);
      await page.getByRole('tab', { name: 'Status Dashboard' }).click();
      const card = page.getByTestId('calendar-status').filter({ hasText: emptiedUrl });
      await card.getByRole('button', { name: `Sincronizza ${APT_NAME}` }).click();
      await expect(toast(page)).toContainText('restano bloccate');
      const pending = card.getByTestId('pending-release');
      await expect(pending).toContainText('il calendario non elenca più 3 notti');
      expect(await unavailable()).toEqual(expect.arrayContaining(heldNights));

      // The panel asks first, naming the apartment and each night that would be freed.
      await pending.getByRole('button', { name: 'Conferma e libera le notti' }).click();
      const ask = page.getByRole('dialog', { name: 'Conferma e libera le notti' });
      await expect(ask).toContainText(APT_NAME);
      await expect(ask).toContainText('torneranno prenotabili');
      await expect(ask.getByTestId('release-nights').getByRole('listitem')).toHaveText(
        heldNights.map(ddmmyyyy),
      );
      await ask.getByRole('button', { name: 'Libera 3 notti' }).click();
      await expect(toast(page)).toContainText('Notti liberate');
      await expect(pending).toHaveCount(0);
      const after = await unavailable();
      for (const night of heldNights) expect(after).not.toContain(night);
    },
  );

  test('the export feed URLs are shown with a copy button', PHONE_ONLY, async ({ page }) => {
    await signIn(page);
    await page.getByRole('tab', { name: 'Configurazione' }).click();
    const field = page.getByLabel(APT_NAME, { exact: true });
    await expect(field).toHaveValue(/\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await page.request.get(await field.inputValue());
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await expect(page.getByRole('button', { name: `Copia il link di ${APT_NAME}` })).toBeVisible();
  });

  test('/admin/calendar shows the calendars screen', PHONE_ONLY, async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/calendar');
    await expect(page.getByRole('heading', { name: 'Gestione Calendari iCal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Status Dashboard' })).toBeVisible();
  });
});

test.describe('prices', () => {
  test(
    'change a base price: save only on change, guests quoted at once',
    DESKTOP_ONLY,
    async ({ page }) => {
      await signIn(page);
      await openTab(page, 'Prezzi');
      const input = page.getByLabel(APT_NAME, { exact: true });
      const save = page.getByRole('button', { name: `Salva il prezzo di ${APT_NAME}` });
      const original = await input.inputValue();
      await expect(save).toBeDisabled();
      await input.fill(String(Number(original) + 4));
      await expect(save).toBeEnabled();
      await save.click();
      await expect(toast(page)).toContainText('Prezzo aggiornato');
      const quote = await page.request.get(
        `/api/prices/${APT}/calculate?startDate=${day(200)}&endDate=${day(202)}`,
      );
      expect(((await quote.json()) as { pricePerNight: number }).pricePerNight).toBe(
        Number(original) + 4,
      );
      await expect(save).toBeDisabled();
      // Put it back for the other specs.
      await input.fill(original);
      await save.click();
      await expect(toast(page)).toContainText('Prezzo aggiornato');
    },
  );

  test(
    'create, edit, see on the calendar, copy and delete rules',
    DESKTOP_ONLY,
    async ({ page }) => {
      // A rule's whole life, with fourteen months of the calendar on the way: 15-20 s on a quiet
      // machine, past the default 30 s when the cores are shared.
      test.setTimeout(60_000);
      const description = `Evento ${run}`;
      await signIn(page);
      await openTab(page, 'Prezzi');
      await page.getByRole('tab', { name: 'Pricing Dinamico' }).click();
      await page.getByLabel('Appartamento', { exact: true }).selectOption(APT);

      await page.getByRole('button', { name: 'Nuova Regola', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Nuova Regola Pricing' })).toBeVisible();
      await expect(dialog).toContainText(APT_NAME);
      await dialog.getByLabel('Tipo di regola').selectOption('special_date');
      await expect(dialog).toContainText(
        'Prezzo speciale per eventi, festività o date particolari',
      );
      await dialog.getByRole('button', { name: 'Crea Regola' }).click();
      await expect(dialog.getByText('Data di inizio richiesta')).toBeVisible();
      // Right after the refusal the first fill was once lost (the field empty at 'Crea Regola'):
      // each date is filled until the field shows it.
      for (const [label, date] of [
        ['Data inizio', day(430)],
        ['Data fine', day(431)],
      ] as const) {
        const field = dialog.getByLabel(label);
        await expect(async () => {
          await field.fill(date);
          await expect(field).not.toHaveValue('', { timeout: 1_000 });
        }).toPass({ timeout: 10_000 });
      }
      await dialog.getByLabel('Prezzo per notte (€)').fill('150');
      await dialog.getByLabel('Priorità').selectOption('2');
      await dialog.getByLabel('Descrizione (facoltativa)').fill(description);
      await dialog.getByRole('button', { name: 'Crea Regola' }).click();
      await expect(toast(page)).toContainText('Regola creata');
      const rule = page.getByTestId('pricing-rule').filter({ hasText: description });
      await expect(rule).toContainText('€150');

      await page.getByRole('button', { name: `Modifica regola ${description}` }).click();
      await expect(dialog.getByRole('heading', { name: 'Modifica Regola Pricing' })).toBeVisible();
      await expect(dialog.getByLabel('Prezzo per notte (€)')).toHaveValue('150');
      await dialog.getByLabel('Prezzo per notte (€)').fill('160');
      await dialog.getByRole('button', { name: 'Aggiorna Regola' }).click();
      await expect(toast(page)).toContainText('Regola aggiornata');
      await expect(rule).toContainText('€160');

      // The calendar shows the night at what a guest pays.
      const cell = page.locator(`[data-date="${day(430)}"]`);
      for (let i = 0; i < 20 && !(await cell.count()); i++) {
        await page.getByRole('button', { name: 'Mese successivo' }).click();
      }
      await expect(cell).toContainText('160');
      await expect(cell).toContainText('Data speciale');
      // A guest's quote for the rule's two nights (the site's shortest stay since the stay rules).
      const quote = await page.request.get(
        `/api/prices/${APT}/calculate?startDate=${day(430)}&endDate=${day(432)}`,
      );
      expect(quote.status()).toBe(200);
      expect(await quote.json()).toMatchObject({ nights: 2, pricePerNight: 160, totalPrice: 320 });

      // Copy appartamento-2's rules onto appartamento-4.
      await page.getByLabel('Appartamento', { exact: true }).selectOption('appartamento-4');
      await page.getByRole('button', { name: 'Copia da un altro appartamento' }).click();
      await expect(
        dialog.getByRole('heading', { name: 'Copia Configurazione Pricing' }),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Copia Configurazione' })).toBeDisabled();
      await expect(dialog).toContainText('Seleziona un appartamento sorgente da cui copiare.');
      await dialog.getByLabel('Appartamento sorgente').selectOption(APT);
      await expect(dialog.getByTestId('copy-preview')).toContainText(description);
      await expect(dialog).toContainText('verranno sostituite completamente');
      await dialog.getByRole('button', { name: 'Copia Configurazione' }).click();
      await expect(toast(page)).toContainText('Configurazione copiata');
      await expect(toast(page)).toContainText(`regole copiate con successo da ${APT_NAME}`);
      await expect(page.getByTestId('pricing-rule').filter({ hasText: description })).toHaveCount(
        1,
      );

      // Delete both.
      for (const apartment of ['appartamento-4', APT]) {
        await page.getByLabel('Appartamento', { exact: true }).selectOption(apartment);
        page.once('dialog', (d) => void d.accept());
        await page.getByRole('button', { name: `Elimina regola ${description}` }).click();
        await expect(toast(page)).toContainText('Regola eliminata');
        await expect(page.getByTestId('pricing-rule').filter({ hasText: description })).toHaveCount(
          0,
        );
      }
    },
  );
});

const port = Number(process.env.E2E_PORT ?? 4173);
const SES = process.env.E2E_SES_URL ?? `http://127.0.0.1:${port + 2}`;
const code = (bookingId: string) => bookingId.slice(0, 8).toUpperCase();

interface Mail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

/** The mails the SES emulator holds for an address. */
async function mailsTo(address: string): Promise<Mail[]> {
  const { emails } = (await (await fetch(`${SES}/store`)).json()) as { emails: Mail[] };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

/**
 * 'Conferma' on an unpaid booking opens the panel's question, which warns that it is unpaid and
 * offers the guest a payment link (ticked); the owner goes on.
 */
async function confirmUnpaid(page: Page) {
  const ask = page.getByRole('dialog', { name: 'Confermare senza pagamento?' });
  await expect(ask).toContainText('non è stata pagata');
  await expect(ask.getByRole('checkbox', { name: /link di pagamento/ })).toBeChecked();
  await ask.getByRole('button', { name: 'Conferma' }).click();
  await expect(ask).toHaveCount(0);
}

/** A guest's checkout through the API: a pending booking. */
async function pendingBooking(
  request: APIRequestContext,
  guestName: string,
  from: number,
  email = `${run}@example.it`,
) {
  const checkIn = day(from);
  const checkOut = day(from + 2);
  const quote = (await (
    await request.get(`/api/prices/${APT}/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const response = await request.post('/api/create-payment-link', {
    data: {
      amount: quote.totalPrice,
      apartmentId: APT,
      guestDetails: { name: guestName, email, phone: '+39 333 1234567' },
      bookingDetails: {
        apartmentName: APT_NAME,
        checkIn,
        checkOut,
        guests: 2,
        specialRequests: '=SOMMA(1;2) culla',
      },
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { bookingId: string; sessionId: string; url: string };
}

test.describe('bookings and contacts', () => {
  test(
    'confirm and reject bookings, refund a paid one, export the CSV',
    DESKTOP_ONLY,
    async ({ page }) => {
      const names = { confirm: `Conferma ${run}`, reject: `Rifiuta ${run}`, paid: `Pagata ${run}` };
      await pendingBooking(page.request, names.confirm, 440);
      await pendingBooking(page.request, names.reject, 444);
      const paid = await pendingBooking(page.request, names.paid, 448);
      // Pay on the Stripe emulator's hosted page, then let the confirmation page confirm it.
      const pay = await page.request.post(paid.url.replace('//localhost:', '//127.0.0.1:'), {
        form: { action: 'pay', method: 'card', card: '4242 4242 4242 4242', name: names.paid },
        maxRedirects: 0,
      });
      expect(pay.status()).toBeLessThan(400);
      const token = new URL(pay.headers().location ?? '').searchParams.get('token');
      expect(
        (
          await page.request.get(`/api/bookings/from-session/${paid.sessionId}?token=${token}`)
        ).status(),
      ).toBe(200);

      await signIn(page);
      await openTab(page, 'Prenotazioni');
      await expect(
        page.getByText('Seleziona una prenotazione per visualizzare i dettagli'),
      ).toBeVisible();
      await page.getByLabel('Cerca prenotazioni').fill(`${run}@example.it`);
      const list = page.getByRole('list', { name: 'Prenotazioni' });
      await expect(list.getByRole('button')).toHaveCount(3);

      const prompts: string[] = [];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.message());
        void dialog.accept();
      });
      const detail = page.getByTestId('booking-detail');
      await list.getByRole('button', { name: new RegExp(names.confirm) }).click();
      await expect(detail).toContainText('In Attesa');
      await expect(detail.getByTestId('payment-badge')).toHaveText('Da pagare');
      await detail.getByRole('button', { name: 'Conferma' }).click();
      await confirmUnpaid(page);
      await expect(toast(page)).toContainText('l’ospite ha ricevuto il link di pagamento');
      await expect(detail).toContainText('Confermata');

      // The rejection's own toast, not the confirmation's still on screen.
      await list.getByRole('button', { name: new RegExp(names.reject) }).click();
      await detail.getByRole('button', { name: 'Rifiuta', exact: true }).click();
      await expect(toast(page)).toContainText('aggiornato con successo');
      await expect(detail).toContainText('Rifiutata');

      await list.getByRole('button', { name: new RegExp(names.paid) }).click();
      await expect(detail).toContainText('Confermata');
      await expect(detail.getByTestId('payment-badge')).toHaveText('Pagata');
      await detail.getByRole('button', { name: 'Rifiuta Prenotazione Pagata' }).click();
      await expect(toast(page)).toContainText('Status aggiornato');
      await expect(detail).toContainText('Rifiutata');
      // One question, which says the payment goes back; then the refund, in words.
      expect(prompts.at(-1)).toContain('tramite Stripe');
      await expect(detail.getByTestId('payment-badge')).toHaveText('Rimborsata');
      await expect(detail).toContainText(/Rimborso di [\d.,]+\s€ tramite Stripe eseguito/);
      await expect(detail).not.toContainText('succeeded');
      await expect(detail).not.toContainText(/re_[A-Za-z0-9]/);

      await page.getByLabel('Filtra per stato').selectOption('rejected');
      await expect(list.getByRole('button')).toHaveCount(2);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Esporta CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`prenotazioni-${today}.csv`);
      const csv = readFileSync((await download.path()) as string, 'utf8');
      expect(csv).toContain(
        'ID;Appartamento;Ospite;Email;Telefono;Check-in;Check-out;Ospiti;Prezzo',
      );
      expect(csv).toContain(names.reject);
      expect(csv).not.toContain(names.confirm);
      expect(csv).toContain(`"'=SOMMA(1;2) culla"`);
      await expect(toast(page)).toContainText('Export completato');
    },
  );

  test(
    "an unpaid booking the owner confirms is 'da pagare' for the guest, never 'pagato'",
    DESKTOP_ONLY,
    async ({ page, browser, baseURL }) => {
      // The owner's panel, the guest's mail (polled) and the guest's page: past the default 30 s
      // when the cores are shared.
      test.setTimeout(60_000);
      const email = `${run}.saldo@example.it`;
      const unpaid = await pendingBooking(page.request, 'Ospite Da Saldare', 452, email);
      await signIn(page);
      await openTab(page, 'Prenotazioni');
      await page.getByLabel('Cerca prenotazioni').fill(email);
      const detail = page.getByTestId('booking-detail');
      await page.getByRole('list', { name: 'Prenotazioni' }).getByRole('button').click();
      await expect(detail.getByTestId('payment-badge')).toHaveText('Da pagare');
      await detail.getByRole('button', { name: 'Conferma' }).click();
      // Confirmed without a payment: the owner was warned, and it stays to be paid.
      await confirmUnpaid(page);
      await expect(toast(page)).toContainText('Status aggiornato');
      await expect(detail).toContainText('Confermata');
      await expect(detail.getByTestId('payment-badge')).toHaveText('Da pagare');
      await expect(detail).toContainText(/Non ancora pagata: [\d.,]+\s€ da pagare/);

      // The guest's mail and confirmation page (through the mail's link) never say 'pagato'.
      let mail: Mail | undefined;
      await expect
        .poll(
          async () => {
            const mails = await mailsTo(email);
            mail = mails.find((m) => m.subject.includes(code(unpaid.bookingId)));
            return Boolean(mail);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(mail?.body.text).not.toMatch(/pagato/i);
      const link = /Vedi la prenotazione: (\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '';
      const guest = await (await browser.newContext({ baseURL })).newPage();
      await guest.goto(new URL(link).pathname + new URL(link).search);
      await expect(guest.getByTestId('my-booking-status')).toHaveText('Confermata');
      await expect(guest.getByTestId('my-booking')).toContainText('Totale da pagare');
      await expect(guest.getByTestId('my-booking')).not.toContainText(/pagato/i);
      await guest.context().close();
    },
  );

  test(
    'read a contact, reply by mail or WhatsApp, export the CSV',
    DESKTOP_ONLY,
    async ({ page }) => {
      const nome = `Lucia${run}`;
      const sent = await page.request.post('/api/contacts', {
        data: {
          nome,
          cognome: 'Ferro',
          email: `lucia.${run}@example.it`,
          telefono: '333 765 4321',
          checkIn: day(460),
          checkOut: day(463),
          messaggio: 'Buongiorno, è disponibile il parcheggio?',
          privacyConsent: true,
        },
      });
      expect(sent.status()).toBe(201);

      await signIn(page);
      await openTab(page, 'Contatti');
      await expect(
        page.getByText('Seleziona un messaggio per visualizzare i dettagli'),
      ).toBeVisible();
      await page.getByLabel('Cerca contatti').fill(nome);
      await page.getByRole('list', { name: 'Contatti' }).getByRole('button').first().click();
      const detail = page.getByTestId('contact-detail');
      await expect(detail).toContainText(`${nome} Ferro`);
      await expect(detail.getByLabel('Messaggio')).toHaveValue(
        'Buongiorno, è disponibile il parcheggio?',
      );
      await expect(detail.getByRole('link', { name: 'Rispondi' })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:lucia\\.${run}@example\\.it\\?subject=`),
      );
      await expect(detail.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/393337654321\?text=Ciao/,
      );

      await page.getByLabel('Cerca contatti').fill(`nessuno-${run}`);
      await expect(
        page.getByText('Nessun contatto trovato con i filtri selezionati'),
      ).toBeVisible();
      await page.getByLabel('Cerca contatti').fill(nome);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Esporta CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`contatti-${today}.csv`);
      const csv = readFileSync((await download.path()) as string, 'utf8');
      expect(csv).toContain(
        'Nome;Cognome;Email;Telefono;Check-in;Check-out;Messaggio;Data ricezione',
      );
      expect(csv).toContain(`${nome};Ferro`);
      await expect(toast(page)).toContainText('Export completato');
    },
  );
});
