import { routes } from '@catania/shared/api/routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import { formatShortDate } from '@catania/shared/domain/booking';
import { addDays, addMonths, todayInRome } from '@catania/shared/domain/dates';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
let admin: AdminClient;
let fixtures: ReturnType<typeof tableFixtures>;
const today = todayInRome();
const day = (n: number) => addDays(today, n);
const ical = (date: string) => date.replaceAll('-', '');

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
  fixtures = tableFixtures(api.tableName);
});
afterAll(() => api.stop());

const block = (body: Record<string, unknown>) => admin.send('POST', '/api/admin/blocks', body);

async function unavailable(apartmentId: ApartmentId): Promise<string[]> {
  const response = await api.fetch(`/api/availability/${apartmentId}`);
  return ((await response.json()) as { unavailableDates: string[] }).unavailableDates;
}

async function blocks(apartmentId: ApartmentId) {
  const response = await admin.fetch(`/api/admin/blocks?apartmentId=${apartmentId}`);
  expect(response.status).toBe(200);
  return routes.listBlocks.response.parse(await response.json()).blocks;
}

async function exportFeed(apartmentId: ApartmentId): Promise<string> {
  const exports = routes.listIcalExports.response.parse(
    await (await admin.fetch('/api/admin/ical-exports')).json(),
  );
  const url = exports.find((e) => e.apartmentId === apartmentId)?.url ?? '';
  return (await api.fetch(new URL(url).pathname)).text();
}

describe('owner blocks', () => {
  it('blocks free nights on the site and in the export feed (without the note); deleting frees them', async () => {
    const response = await block({
      apartmentId: 'appartamento-1',
      startDate: day(10),
      endDate: day(12),
      note: 'Famiglia =cmd',
    });
    expect(response.status).toBe(200);
    const { id } = routes.createBlock.response.parse(await response.json());

    expect(await unavailable('appartamento-1')).toEqual(expect.arrayContaining([day(10), day(11)]));
    expect(await unavailable('appartamento-1')).not.toContain(day(12));
    const listed = await blocks('appartamento-1');
    expect(listed).toContainEqual(
      expect.objectContaining({
        id,
        startDate: day(10),
        endDate: day(12),
        nights: 2,
        note: 'Famiglia =cmd',
      }),
    );

    const feed = await exportFeed('appartamento-1');
    expect(feed).toContain(`DTSTART;VALUE=DATE:${ical(day(10))}`);
    expect(feed).toContain(`DTEND;VALUE=DATE:${ical(day(12))}`);
    expect(feed).toContain('Non disponibile');
    expect(feed).not.toContain('Famiglia');
    expect(feed).not.toContain(id);

    // A guest's checkout over a blocked night is refused.
    const price = (await (
      await api.fetch(`/api/prices/appartamento-1/calculate?startDate=${day(9)}&endDate=${day(11)}`)
    ).json()) as { totalPrice: number };
    const checkout = await api.post('/api/create-payment-link', {
      amount: price.totalPrice,
      apartmentId: 'appartamento-1',
      guestDetails: { name: 'Paola Greco', email: 'paola@example.com' },
      bookingDetails: { apartmentName: 'x', checkIn: day(9), checkOut: day(11), guests: 2 },
    });
    expect(checkout.status).toBe(409);

    expect((await admin.send('DELETE', `/api/admin/blocks/${id}`)).status).toBe(200);
    expect(await unavailable('appartamento-1')).not.toContain(day(10));
    expect(await blocks('appartamento-1')).not.toContainEqual(expect.objectContaining({ id }));
    expect(await exportFeed('appartamento-1')).not.toContain(`DTSTART;VALUE=DATE:${ical(day(10))}`);
    expect((await admin.send('DELETE', `/api/admin/blocks/${id}`)).status).toBe(404);
  });

  it('refuses a block over a sold, held, imported or blocked night with a 409 naming it, writing nothing', async () => {
    await fixtures.soldNight('appartamento-2', day(21), 'paid-1');
    await fixtures.heldNight('appartamento-2', day(31), Date.now() + 20 * 60_000, 'held-1');
    await fixtures.blockedNight('appartamento-2', day(41), 'airbnb-1');
    const first = await block({
      apartmentId: 'appartamento-2',
      startDate: day(50),
      endDate: day(52),
    });
    expect(first.status).toBe(200);

    for (const [start, taken, holder] of [
      [20, 21, 'prenotazione diretta'],
      [30, 31, 'pagamento in corso'],
      [40, 41, 'calendario importato'],
      [51, 51, 'già bloccata'],
    ] as const) {
      const response = await block({
        apartmentId: 'appartamento-2',
        startDate: day(start),
        endDate: day(start + 3),
      });
      expect(response.status).toBe(409);
      const body = (await response.json()) as { error: string; code: string };
      expect(body.code).toBe('nights_taken');
      expect(body.error).toContain(`${formatShortDate(day(taken))} (${holder})`);
    }
    // Nothing was written: the free nights around the taken ones are still free.
    const dates = await unavailable('appartamento-2');
    for (const free of [20, 22, 30, 32, 40, 42, 53]) expect(dates).not.toContain(day(free));
    expect(await blocks('appartamento-2')).toHaveLength(1);
  });

  it('a lapsed hold does not stop a block', async () => {
    await fixtures.heldNight('appartamento-3', day(60), Date.now() - 60_000, 'lapsed-1');
    const response = await block({
      apartmentId: 'appartamento-3',
      startDate: day(60),
      endDate: day(62),
    });
    expect(response.status).toBe(200);
    expect(await unavailable('appartamento-3')).toEqual(expect.arrayContaining([day(60), day(61)]));
  });

  it.each([
    ['reversed dates', { startDate: day(5), endDate: day(3) }, 'endDate', /successiva/],
    ['the same day', { startDate: day(5), endDate: day(5) }, 'endDate', /successiva/],
    ['a past start', { startDate: day(-2), endDate: day(3) }, 'startDate', /passato/],
    [
      'beyond the booking horizon',
      { startDate: day(5), endDate: addDays(addMonths(today, 18), 2) },
      'endDate',
      /18 mesi/,
    ],
    ['an unknown apartment', { apartmentId: 'appartamento-9' }, 'apartmentId', /Appartamento/],
    ['a malformed date', { startDate: '2026-02-30' }, 'startDate', /Data non valida/],
  ])(
    'refuses %s with a 400 naming the field, writing nothing',
    async (_name, change, field, message) => {
      const before = await blocks('appartamento-4');
      const response = await block({
        apartmentId: 'appartamento-4',
        startDate: day(5),
        endDate: day(7),
        ...change,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { issues: { field: string; message: string }[] };
      expect(body.issues).toContainEqual(
        expect.objectContaining({ field, message: expect.stringMatching(message) }),
      );
      expect(await blocks('appartamento-4')).toEqual(before);
    },
  );

  it('answers 404 for a block that does not exist', async () => {
    expect((await admin.send('DELETE', '/api/admin/blocks/nessuno')).status).toBe(404);
  });
});
