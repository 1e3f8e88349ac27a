import { routes } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The tourist tax at the rates in force, through the API as deployed: the owner's
 * dated rates, a stay across the change of rate, the Q1 2026 declaration with an imported stay
 * nobody registered, the payments to the municipality and the yearly account (Modello 21).
 */

let api: TestApi;
let admin: AdminClient;

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

/** An answer's status and JSON body, read loosely: each test checks the fields it cares about. */
const json = async (response: Response) => ({
  status: response.status,
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields loosely.
  body: (await response.json()) as any,
});

async function report(period: string) {
  const { status, body } = await json(
    await admin.send('GET', `/api/admin/tourist-tax?period=${period}`),
  );
  expect(status).toBe(200);
  return routes.getTouristTaxReport.response.parse(body);
}

describe('the rates', () => {
  it('start from the seed: EUR 2 before 1 February 2026, EUR 3 from it', async () => {
    const { status, body } = await json(await admin.send('GET', '/api/admin/tourist-tax/rates'));
    expect(status).toBe(200);
    expect(body.rates).toEqual([
      { from: '2024-01-01', euroPerPersonPerNight: 2, maxNights: 4, exemptUnderAge: 18 },
      { from: '2026-02-01', euroPerPersonPerNight: 3, maxNights: 4, exemptUnderAge: 18 },
    ]);
  });

  it('refuse a bad list field by field, in Italian, and keep the rates in force', async () => {
    const rate = { euroPerPersonPerNight: 3, maxNights: 4, exemptUnderAge: 18 };
    const cases: [unknown, string][] = [
      [{ rates: [] }, 'rates'],
      [
        {
          rates: [
            { ...rate, from: '2026-03-01' },
            { ...rate, from: '2026-02-01' },
          ],
        },
        'rates.1.from',
      ],
      [
        { rates: [{ ...rate, from: '2026-02-01', euroPerPersonPerNight: -1 }] },
        'rates.0.euroPerPersonPerNight',
      ],
      [
        { rates: [{ ...rate, from: '2026-02-01', euroPerPersonPerNight: 2.555 }] },
        'rates.0.euroPerPersonPerNight',
      ],
      [{ rates: [{ ...rate, from: '2026-02-30' }] }, 'rates.0.from'],
      [{ rates: [{ ...rate, from: '2026-02-01', maxNights: 0 }] }, 'rates.0.maxNights'],
    ];
    for (const [body, field] of cases) {
      const answer = await json(await admin.send('PUT', '/api/admin/tourist-tax/rates', body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues.map((i: { field: string }) => i.field)).toContain(field);
      expect(answer.body.error).toMatch(/[a-zà]/i);
    }
    const after = await json(await admin.send('GET', '/api/admin/tourist-tax/rates'));
    expect(after.body.rates).toHaveLength(2);
    expect(after.body.updatedAt).toBeUndefined();
  });
});

describe('the guest told of the tax', () => {
  it("reads it in the quote at the owner's rates, each night at its own, up to the cap", async () => {
    const checkIn = addDays(todayInRome(), 100);
    const seed = await json(await admin.send('GET', '/api/admin/tourist-tax/rates'));
    const change = {
      from: addDays(checkIn, 2),
      euroPerPersonPerNight: 4.5,
      maxNights: 4,
      exemptUnderAge: 14,
    };
    const saved = await admin.send('PUT', '/api/admin/tourist-tax/rates', {
      rates: [...seed.body.rates, change],
    });
    expect(saved.status).toBe(200);
    try {
      const response = await api.fetch(
        `/api/prices/appartamento-4/calculate?startDate=${checkIn}&endDate=${addDays(checkIn, 6)}`,
      );
      const quote = routes.calculatePrice.response.parse(await response.json());
      // Two nights at the seed's EUR 3, then two at EUR 4.50 up to the cap of four: EUR 15.
      expect(quote.touristTax).toEqual({
        euroPerPersonPerNight: 3,
        maxNights: 4,
        exemptUnderAge: 18,
        perGuestEuro: 15,
      });
      // From the change on, the new rate and its exemption age.
      const later = await api.fetch(
        `/api/prices/appartamento-4/calculate?startDate=${addDays(checkIn, 3)}&endDate=${addDays(checkIn, 5)}`,
      );
      const laterQuote = routes.calculatePrice.response.parse(await later.json());
      expect(laterQuote.touristTax).toMatchObject({
        euroPerPersonPerNight: 4.5,
        exemptUnderAge: 14,
        perGuestEuro: 9,
      });
    } finally {
      await admin.send('PUT', '/api/admin/tourist-tax/rates', { rates: seed.body.rates });
    }
  });
});

describe('a stay from 30 January to 3 February 2026 for two adults', () => {
  let stayKey = '';

  it('is taxed at each night’s rate in the Q1 2026 declaration, with the imported stay nobody registered', async () => {
    const opened = await admin.send('POST', '/api/admin/checkin/arrivals', {
      apartmentId: 'appartamento-2',
      checkIn: '2026-01-30',
      checkOut: '2026-02-03',
      source: 'booking',
      guests: 2,
      guestName: 'Marco Bianchi',
    });
    expect(opened.status).toBe(200);
    stayKey = routes.createArrival.response.parse(await opened.json()).arrival.stayKey;
    // An Airbnb stay of 10-12 March on appartamento-4 the owner has not opened an arrival for.
    const table = tableFixtures(api.tableName);
    await table.blockedNight('appartamento-4', '2026-03-10', 'calendar-airbnb');
    await table.blockedNight('appartamento-4', '2026-03-11', 'calendar-airbnb');

    const q1 = await report('2026-Q1');
    // 30, 31 Jan at EUR 2 and 1, 2 Feb at EUR 3, for two persons: EUR 20.
    expect(q1.total).toMatchObject({ stays: 1, persons: 2, taxableNights: 8, amountCents: 2000 });
    expect(q1.total.byRate).toEqual([
      { from: '2024-01-01', euroPerPersonPerNight: 2, taxableNights: 4, amountCents: 800 },
      { from: '2026-02-01', euroPerPersonPerNight: 3, taxableNights: 4, amountCents: 1200 },
    ]);
    expect(q1.stays).toEqual([
      expect.objectContaining({
        stayKey,
        checkIn: '2026-01-30',
        amountCents: 2000,
        estimated: true,
      }),
    ]);
    expect(q1.unregistered).toEqual([
      expect.objectContaining({
        apartmentId: 'appartamento-4',
        checkIn: '2026-03-10',
        checkOut: '2026-03-12',
        nights: 2,
      }),
    ]);
    // Declared in January, the month of its check-in.
    expect((await report('2026-01')).total.amountCents).toBe(2000);
    expect((await report('2026-02')).total.amountCents).toBe(0);
  }, 60_000);

  it('is taxed again at the rates the owner sets, as a bare list too', async () => {
    const rates = [
      { from: '2024-01-01', euroPerPersonPerNight: 2, maxNights: 4, exemptUnderAge: 18 },
      { from: '2026-01-31', euroPerPersonPerNight: 3.5, maxNights: 4, exemptUnderAge: 18 },
    ];
    const saved = await json(await admin.send('PUT', '/api/admin/tourist-tax/rates', rates));
    expect(saved.status).toBe(200);
    expect(saved.body.rates).toEqual(rates);
    expect(saved.body.updatedAt).toBeDefined();
    // 30 Jan at EUR 2, 31 Jan - 2 Feb at EUR 3.50: (2 + 10.50) x 2 = EUR 25.
    expect((await report('2026-Q1')).total.amountCents).toBe(2500);
    // Back to the seed's figures.
    await admin.send('PUT', '/api/admin/tourist-tax/rates', {
      rates: [rates[0], { ...rates[1], from: '2026-02-01', euroPerPersonPerNight: 3 }],
    });
    expect((await report('2026-Q1')).total.amountCents).toBe(2000);
  });

  it('is marked collected, then paid over with the quarter, in the yearly account', async () => {
    const collected = await admin.send('PUT', `/api/admin/checkin/stays/${stayKey}/tourist-tax`, {
      collected: true,
    });
    expect(collected.status).toBe(200);
    const paid = await json(
      await admin.send('PUT', '/api/admin/tourist-tax/payments/2026-Q1', {
        amountEuro: 20,
        paidOn: '2026-04-16',
        reference: 'CRO 0042',
      }),
    );
    expect(paid.status).toBe(200);
    expect((await report('2026-Q1')).payment).toEqual({
      period: '2026-Q1',
      amountCents: 2000,
      paidOn: '2026-04-16',
      reference: 'CRO 0042',
    });
    const annual = await json(await admin.send('GET', '/api/admin/tourist-tax/annual?year=2026'));
    expect(annual.status).toBe(200);
    const year = routes.getTouristTaxAnnual.response.parse(annual.body);
    expect(year.months[0]).toMatchObject({
      month: '2026-01',
      amountCents: 2000,
      collectedCents: 2000,
    });
    expect(year.months[2]).toMatchObject({ month: '2026-03', paidOverCents: 2000 });
    expect(year.total).toMatchObject({
      amountCents: 2000,
      collectedCents: 2000,
      paidOverCents: 2000,
      toPayOverCents: 0,
    });
    expect(year.payments).toHaveLength(1);
  });

  it('refuses a bad period, amount or year with a 400, and an unknown payment with a 404', async () => {
    const badPeriod = await json(
      await admin.send('PUT', '/api/admin/tourist-tax/payments/2026-Q5', {
        amountEuro: 1,
        paidOn: '2026-04-16',
      }),
    );
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.issues[0].field).toBe('period');
    const badAmount = await json(
      await admin.send('PUT', '/api/admin/tourist-tax/payments/2026-04', {
        amountEuro: 0,
        paidOn: '2026-05-16',
      }),
    );
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.issues[0].field).toBe('amountEuro');
    expect((await admin.send('GET', '/api/admin/tourist-tax/annual?year=26')).status).toBe(400);
    expect((await admin.send('DELETE', '/api/admin/tourist-tax/payments/2026-05')).status).toBe(
      404,
    );
    expect((await admin.send('DELETE', '/api/admin/tourist-tax/payments/2026-Q1')).status).toBe(
      200,
    );
    expect((await report('2026-Q1')).payment).toBeUndefined();
  });

  it('is the owner’s alone', async () => {
    expect((await api.fetch('/api/admin/tourist-tax/rates')).status).toBe(401);
  });
});
