import { routes } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The planning and the numbers, read from the night ledger and the records the owner wrote. */
let api: TestApi;
let admin: AdminClient;
let fixtures: ReturnType<typeof tableFixtures>;
const today = todayInRome();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
  fixtures = tableFixtures(api.tableName);
});
afterAll(() => api.stop());

describe('GET /api/admin/planning', () => {
  it('shows the four apartments with a block, an owner booking paid outside, an imported stay and their conflict', async () => {
    const block = await admin.send('POST', '/api/admin/blocks', {
      apartmentId: 'appartamento-1',
      startDate: day(3),
      endDate: day(5),
      note: 'Lavori',
    });
    expect(block.status).toBe(200);
    const booking = await admin.send('POST', '/api/admin/bookings', {
      apartmentId: 'appartamento-2',
      checkIn: day(6),
      checkOut: day(9),
      guests: 2,
      guestName: 'Giulia Russo',
      guestEmail: 'giulia.russo@example.com',
      payment: 'offline',
    });
    expect(booking.status).toBe(200);
    const { bookingId } = (await booking.json()) as { bookingId: string };
    // Another platform's stay lands on the booking's last night.
    await fixtures.blockedNight('appartamento-2', day(8), 'airbnb-x');

    const response = await admin.fetch(`/api/admin/planning?from=${day(0)}&to=${day(14)}`);
    expect(response.status).toBe(200);
    const planning = routes.getPlanning.response.parse(await response.json());
    expect(planning.apartments.map((a) => a.id)).toEqual([
      'appartamento-1',
      'appartamento-2',
      'appartamento-3',
      'appartamento-4',
    ]);
    const [first, second] = planning.apartments;
    expect(first?.bars).toContainEqual(
      expect.objectContaining({ kind: 'block', start: day(3), end: day(5), note: 'Lavori' }),
    );
    expect(second?.bars).toContainEqual(
      expect.objectContaining({
        kind: 'booking',
        bookingId,
        start: day(6),
        end: day(9),
        state: 'paid',
        source: 'owner',
        guestName: 'Giulia Russo',
      }),
    );
    expect(second?.bars).toContainEqual(
      expect.objectContaining({ kind: 'imported', start: day(8), end: day(9), platform: 'other' }),
    );
    expect(second?.conflicts).toEqual([day(8)]);

    expect((await admin.fetch(`/api/admin/planning?from=${day(5)}&to=${day(2)}`)).status).toBe(400);
    expect((await admin.fetch(`/api/admin/planning?from=${day(0)}&to=${day(90)}`)).status).toBe(
      400,
    );
  });
});

describe('GET /api/admin/stats', () => {
  it("counts the year's direct, blocked and imported nights per month and apartment", async () => {
    const year = Number(day(6).slice(0, 4));
    const response = await admin.fetch(`/api/admin/stats?year=${year}`);
    expect(response.status).toBe(200);
    const numbers = routes.getBusinessNumbers.response.parse(await response.json());
    expect(numbers.rows).toHaveLength(48);
    const sum = (apartmentId: string, field: 'directNights' | 'blockedNights' | 'importedNights') =>
      numbers.rows
        .filter((r) => r.apartmentId === apartmentId)
        .reduce((total, r) => total + r[field], 0);
    // The previous test's data, where it falls in this year.
    const inYear = (n: number) => day(n).startsWith(String(year));
    expect(sum('appartamento-2', 'directNights')).toBe([6, 7, 8].filter(inYear).length);
    expect(sum('appartamento-1', 'blockedNights')).toBe([3, 4].filter(inYear).length);
    expect(sum('appartamento-2', 'importedNights')).toBe([8].filter(inYear).length);
    expect((await admin.fetch('/api/admin/stats?year=abc')).status).toBe(400);
  });
});
