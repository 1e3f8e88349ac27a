import { routes } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { TODO_KINDS, type TodoKind, type TodoList } from '@catania/shared/schemas/todo';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { type FeedServer, startFeedServer } from '@catania/testing/ical-feed-server';
import { guestAddress } from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** 'Da fare' and 'Stato del sistema' read the same open things, from their first occurrence. */
let api: TestApi;
let feeds: FeedServer;
let admin: AdminClient;
let fixtures: ReturnType<typeof tableFixtures>;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  feeds = await startFeedServer();
  await useTestAdminCredentials();
  process.env.ICAL_ALLOW_PRIVATE_HOSTS = '127.0.0.1';
  process.env.ICAL_FETCH_TIMEOUT_MS = '1500';
  api = await startTestApi();
  fixtures = tableFixtures(api.tableName);
  admin = await signIn(api);
});
afterAll(async () => {
  await api?.stop();
  await feeds?.stop();
});

async function todo(): Promise<TodoList> {
  const response = await admin.fetch('/api/admin/todo');
  expect(response.status).toBe(200);
  return routes.getTodo.response.parse(await response.json());
}
const line = (list: TodoList, kind: TodoKind) => list.lines.find((l) => l.kind === kind);

async function health() {
  const response = await admin.fetch('/api/admin/system-health');
  expect(response.status).toBe(200);
  return routes.getSystemHealth.response.parse(await response.json());
}

describe("'Da fare'", () => {
  it('starts empty, and Stato del sistema agrees', async () => {
    const list = await todo();
    expect(list.total).toBe(0);
    expect(list.lines.map((l) => l.kind)).toEqual([...TODO_KINDS]);
    expect((await health()).todo.total).toBe(0);
  });

  it('a feed whose first sync fails (a 404, an HTML page) is in Da fare and in Stato del sistema at once', async () => {
    feeds.route('/html.ics', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html><body>Accedi</body></html>');
    });
    for (const path of ['/missing.ics', '/html.ics']) {
      const created = await admin.send('POST', '/api/calendars', {
        apartmentId: 'appartamento-1',
        icalUrl: feeds.url(path),
      });
      expect(created.status).toBeLessThan(300);
    }
    const failing = line(await todo(), 'feeds_failing');
    expect(failing?.count).toBe(2);
    expect(failing?.tab).toBe('calendari');
    expect(failing?.items.every((i) => i.focus)).toBe(true);
    const status = await health();
    expect(status.feeds.filter((f) => f.failing)).toHaveLength(2);
    expect(status.todo.total).toBeGreaterThanOrEqual(2);
  });

  it('a double booking is in Da fare and on the booking (list and detail)', async () => {
    const price = (await (
      await api.fetch(
        `/api/prices/appartamento-2/calculate?startDate=${day(20)}&endDate=${day(23)}`,
      )
    ).json()) as { totalPrice: number };
    const checkout = await api.post('/api/create-payment-link', {
      amount: price.totalPrice,
      apartmentId: 'appartamento-2',
      guestDetails: { name: 'Marta Bianchi', email: guestAddress('todo') },
      bookingDetails: { apartmentName: 'x', checkIn: day(20), checkOut: day(23), guests: 2 },
    });
    const { bookingId } = (await checkout.json()) as { bookingId: string };
    // Confirmed by the owner (unpaid), then an imported calendar lands on its second night.
    expect(
      (await admin.send('PUT', `/api/bookings/${bookingId}/status`, { status: 'confirmed' }))
        .status,
    ).toBe(200);
    await fixtures.blockedNight('appartamento-2', day(21), 'airbnb-x');

    const list = await todo();
    const double = line(list, 'double_bookings');
    expect(double?.items).toContainEqual(
      expect.objectContaining({ id: bookingId, tab: 'prenotazioni', focus: bookingId }),
    );
    expect(double?.items[0]?.text).toContain('Marta Bianchi');
    expect(line(list, 'confirmed_unpaid')?.items.map((i) => i.id)).toContain(bookingId);
    const bookings = routes.listBookings.response.parse(
      await (await admin.fetch('/api/bookings')).json(),
    );
    expect(bookings.find((b) => b.id === bookingId)?.conflictNights).toEqual([day(21)]);
  });

  it('counts new contact messages until opened; Rispondi marks them answered, opening never undoes it', async () => {
    const sent = await api.post('/api/contacts', {
      nome: 'Luca',
      cognome: 'Verdi',
      email: 'luca@example.com',
      messaggio: 'Avete posto ad agosto?',
      privacyConsent: true,
      marketingConsent: false,
    });
    const { id } = (await sent.json()) as { id: string };
    expect(line(await todo(), 'new_contacts')?.items.map((i) => i.id)).toContain(id);

    const open = await admin.send('PUT', `/api/contacts/${id}/state`, { state: 'letto' });
    expect(await open.json()).toEqual({ success: true, state: 'letto' });
    expect(line(await todo(), 'new_contacts')?.items.map((i) => i.id)).not.toContain(id);
    await admin.send('PUT', `/api/contacts/${id}/state`, { state: 'risposto' });
    const reopened = await admin.send('PUT', `/api/contacts/${id}/state`, { state: 'letto' });
    expect(await reopened.json()).toEqual({ success: true, state: 'risposto' });
    const listed = routes.listContacts.response.parse(
      await (await admin.fetch('/api/contacts')).json(),
    );
    expect(listed.find((c) => c.id === id)?.state).toBe('risposto');

    expect(
      (await admin.send('PUT', `/api/contacts/${id}/state`, { state: 'archiviato' })).status,
    ).toBe(400);
    expect(
      (await admin.send('PUT', '/api/contacts/nessuno/state', { state: 'letto' })).status,
    ).toBe(404);
  });
});

describe('feeds', () => {
  it('refuses a feed already linked to another apartment, naming it', async () => {
    const url = feeds.url('/airbnb.ics');
    const first = await admin.send('POST', '/api/calendars', {
      apartmentId: 'appartamento-3',
      icalUrl: url,
    });
    expect(first.status).toBe(201);
    const second = await admin.send('POST', '/api/calendars', {
      apartmentId: 'appartamento-4',
      icalUrl: url.replace('http://127.0.0.1', 'HTTP://127.0.0.1'),
    });
    expect(second.status).toBe(409);
    const body = (await second.json()) as { error: string; issues: { field: string }[] };
    expect(body.error).toMatch(/già collegato a «.+»/);
    expect(body.issues[0]?.field).toBe('icalUrl');
  });
});
